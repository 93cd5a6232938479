import { sortBySortDesc } from './sort-by-sort';
import type { RemoteModuleId } from './remotes';

/** A POST a route module makes as soon as it renders: its path and body. */
export interface FirstDataCall {
  path: string;
  body: Record<string, unknown>;
}

/** A first-data call the shell server already asked, with its answer (the envelope's apiResponseData). */
export interface FirstDataAnswer extends FirstDataCall {
  data: unknown;
}

/** One key per call (path and body): how the server's answers are matched with the shell's calls. */
export function firstDataKey(call: FirstDataCall): string {
  return `${call.path} ${JSON.stringify(call.body)}`;
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

interface PictureListAnswer {
  web_carousel_picture_list?: { url?: unknown; sort: number; id: number }[] | null;
}

/**
 * The picture a route's first view shows largest (its LCP element), read from the answer of the
 * route's first `firstData` call of a device: the shell server, which asks those calls itself,
 * hints it in the page for that device. Home: the first banner of the list, in the order
 * mf-home shows them (sortBySortDesc).
 */
export const firstPicture: Partial<Record<RemoteModuleId, (answer: unknown) => string | null>> = {
  'mf_home/HomePage': (answer) => {
    const list = (answer as PictureListAnswer | null)?.web_carousel_picture_list;
    if (!Array.isArray(list)) return null;
    const first = sortBySortDesc(list)[0];
    return typeof first?.url === 'string' && first.url !== '' ? first.url : null;
  },
};
