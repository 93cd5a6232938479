import { useLocalePath, useSafeNavigate } from '@casino/mf-shared';
import type { MouseEvent, ReactNode } from 'react';
import { resolveLinkTarget } from '../link-target';

interface SafeLinkProps {
  link: string | null | undefined;
  linkType: number | null | undefined;
  linkMethod?: number | null | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A link of a site block. The click goes through useSafeNavigate (external only with
 * `external: true`, in-app paths under the current locale); a link the rules refuse is plain text.
 */
export function SafeLink({ link, linkType, linkMethod, className, children }: SafeLinkProps) {
  const safeNavigate = useSafeNavigate();
  const localePath = useLocalePath();
  const target = resolveLinkTarget(link, linkType, linkMethod, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);

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
      data-link={target.kind}
      {...(target.newTab ? { target: '_blank', rel: target.kind === 'external' ? 'noopener noreferrer' : 'noopener' } : {})}
    >
      {children}
    </a>
  );
}
