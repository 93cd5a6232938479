import { Link, type LinkProps } from '../routing/router';
import { useLocalePath } from '../i18n/use-locale-path';

/**
 * A router Link to an app path under the current locale's prefix: a bare `/faq` on a
 * prefix-strategy site would send the visitor back to the default language.
 */
export function LocaleLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const localePath = useLocalePath();
  return <Link to={localePath(to)} {...props} />;
}
