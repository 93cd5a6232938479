import { Link, NavLink, type LinkProps, type NavLinkProps } from '../routing/router';
import { localizeTo, useLocalePath } from '../i18n/use-locale-path';

/**
 * A router Link to an app path under the current locale's prefix: a bare `/faq` on a
 * prefix-strategy site would send the visitor back to the default language.
 */
export function LocaleLink({ to, ...props }: LinkProps) {
  const localePath = useLocalePath();
  return <Link to={localizeTo(to, localePath)} {...props} />;
}

/** A router NavLink (active state for menus) under the current locale's prefix, like LocaleLink. */
export function LocaleNavLink({ to, ...props }: NavLinkProps) {
  const localePath = useLocalePath();
  return <NavLink to={localizeTo(to, localePath)} {...props} />;
}
