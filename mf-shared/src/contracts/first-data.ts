import type { RemoteModuleId } from './remotes';

/** A POST a route module makes as soon as it renders: its path and body. */
export interface FirstDataCall {
  path: string;
  body: Record<string, unknown>;
}

export interface FirstDataContext {
  siteId: number;
  isDesktop: boolean;
}

/**
 * The first data of a route module, which the shell starts at boot (request client `prefetch`),
 * in parallel with loading the remote, so the module's own identical call finds its answer
 * (docs/performance.md). Owned by the remote's team; must match the remote's calls exactly, or
 * the early answer goes unused. Home: the banner lists of the device (use_type 0 and 1 desktop,
 * 2 mobile; mf-home features/banners).
 */
export const firstData: Partial<Record<RemoteModuleId, (context: FirstDataContext) => FirstDataCall[]>> = {
  'mf_home/HomePage': ({ siteId, isDesktop }) =>
    (isDesktop ? [0, 1] : [2]).map((useType) => ({ path: '/arks/web/carousel_picture', body: { site_id: siteId, use_type: useType } })),
};
