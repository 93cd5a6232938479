import { decideNavigation } from './safe-navigation';

/** link_type of the site blocks (footer, float, mobile footer, ads): 0 external URL, 1 app route. */
export const BLOCK_LINK_TYPE = { external: 0, internal: 1 } as const;

export type LinkTarget =
  { kind: 'none' } | { kind: 'external'; href: string; newTab: boolean } | { kind: 'internal'; path: string; newTab: boolean };

/**
 * What a block link may open, decided with the shell's safe-navigation rules: link_type 0 only an
 * http(s) URL (leaving the site explicitly), link_type 1 only a path of this site; anything else,
 * a script URL or an "internal" link to another origin is not a link at all.
 */
export function resolveLinkTarget(
  link: string | null | undefined,
  linkType: number | null | undefined,
  linkMethod: number | null | undefined,
  currentHref: string,
): LinkTarget {
  if (!link?.trim()) return { kind: 'none' };
  const newTab = Number(linkMethod) === 1;
  const type = Number(linkType);
  if (type === BLOCK_LINK_TYPE.external) {
    const decision = decideNavigation(link, { external: true }, currentHref);
    if (decision.kind === 'external') return { kind: 'external', href: decision.href, newTab };
    // An "external" link to one of our own paths is still safe to follow inside the app.
    if (decision.kind === 'internal') return { kind: 'internal', path: decision.path, newTab };
    return { kind: 'none' };
  }
  if (type === BLOCK_LINK_TYPE.internal) {
    const decision = decideNavigation(link, {}, currentHref);
    return decision.kind === 'internal' ? { kind: 'internal', path: decision.path, newTab } : { kind: 'none' };
  }
  return { kind: 'none' };
}
