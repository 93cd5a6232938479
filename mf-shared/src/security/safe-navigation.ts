import { useCallback } from 'react';
import { useNavigate } from '../routing/router';
import { useLocalePath } from '../i18n/use-locale-path';
import { decideUrl, type UrlDecision } from './url-policy';

export interface SafeNavigateOptions {
  /** Leaving the site must be asked for explicitly. */
  external?: boolean;
  /** Open in a new tab (banner link_method 1). */
  newTab?: boolean;
  replace?: boolean;
}

export type NavigationDecision = UrlDecision;

/** Decides what a navigation to `target` may do, from the page at `currentHref` (the URL policy, url-policy.ts). */
export function decideNavigation(target: string, options: SafeNavigateOptions, currentHref: string): NavigationDecision {
  return decideUrl(target, options, currentHref);
}

/**
 * The one navigation helper of every part: in-app routes through the router, under the current
 * locale's path (an unprefixed path would switch a prefix-strategy site back to its default
 * language), external URLs only with `external: true`, and never javascript:, data: or vbscript:.
 * Returns whether it navigated.
 */
export function useSafeNavigate(): (target: string, options?: SafeNavigateOptions) => boolean {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(
    (target, options = {}) => {
      const decision = decideNavigation(target, options, window.location.href);
      if (decision.kind === 'refused') {
        console.warn(`Navigation refused (${decision.reason}): ${target}`);
        return false;
      }
      if (decision.kind === 'external') {
        if (options.newTab) window.open(decision.href, '_blank', 'noopener,noreferrer');
        else window.location.assign(decision.href);
        return true;
      }
      const path = localePath(decision.path);
      if (options.newTab) window.open(path, '_blank', 'noopener');
      else void navigate(path, { replace: Boolean(options.replace) });
      return true;
    },
    [navigate, localePath],
  );
}
