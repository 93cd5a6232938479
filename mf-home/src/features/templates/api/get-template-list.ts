import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';

/** The three template lists; the kind is also the name of the real-time refresh. */
export type TemplateKind = 'model_setting' | 'model_sponsor' | 'model_login';

export interface SponsorItem {
  id: number;
  title: string;
  description: string;
  photo_path: string;
  sort: number;
}

export interface AdItem {
  id: number;
  title: string;
  link: string;
  link_type: number;
  link_method: number;
  photo_path: string;
  sort: number;
}

export interface LoginTextItem {
  id: number;
  title: string;
  content: string;
  sort: number;
}

export interface TemplateListQuery {
  siteId: number;
  /** The page's locale code (en_US). */
  language: string;
  /** SiteConfig.template.modelVersion. */
  modelVersion: number;
}

/** POST /web/model_setting, /web/model_sponsor or /web/model_login: a template list, sorted by sort descending. */
export async function getTemplateList<T extends { id: number; sort: number }>(
  api: RequestClient,
  kind: TemplateKind,
  query: TemplateListQuery,
): Promise<T[]> {
  const data = await api.post<{ list?: T[] | null }>(`/web/${kind}`, {
    site_id: query.siteId,
    language: query.language,
    model_version: query.modelVersion,
  });
  return sortBySortDesc(data?.list ?? []);
}
