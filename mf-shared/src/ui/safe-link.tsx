import type { MouseEvent, ReactNode } from 'react';
import { useLocalePath } from '../i18n/use-locale-path';
import { resolveLinkTarget, type LinkTarget } from '../security/link-target';
import { useSafeNavigate } from '../security/safe-navigation';

type SafeLinkProps = {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
} & (
  | {
      /** A block link of the API, decided here by the link-target rules. */
      link: string | null | undefined;
      linkType: number | null | undefined;
      linkMethod?: number | null | undefined;
    }
  | {
      /** A target the caller already decided with resolveLinkTarget (banners add rules of their own). */
      target: LinkTarget;
    }
);

const currentHref = () => (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

/**
 * A link of the API (site blocks, banners). The click goes through useSafeNavigate (external only
 * when the rules said so, in-app paths under the current locale); a link the rules refuse is plain text.
 */
export function SafeLink(props: SafeLinkProps) {
  const { className, children } = props;
  const safeNavigate = useSafeNavigate();
  const localePath = useLocalePath();
  const target = 'target' in props ? props.target : resolveLinkTarget(props.link, props.linkType, props.linkMethod, currentHref());

  if (target.kind === 'none') {
    return (
      <span className={className} data-link="none">
        {children}
      </span>
    );
  }

  const href = target.kind === 'external' ? target.href : localePath(target.path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own behaviour on the already vetted href.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    safeNavigate(href, { external: target.kind === 'external', newTab: target.newTab });
  };
  return (
    <a
      className={className}
      href={href}
      onClick={follow}
      aria-label={props['aria-label']}
      data-link={target.kind}
      {...(target.newTab ? { target: '_blank', rel: target.kind === 'external' ? 'noopener noreferrer' : 'noopener' } : {})}
    >
      {children}
    </a>
  );
}
