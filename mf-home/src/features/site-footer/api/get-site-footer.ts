import type { RequestClient } from '@casino/mf-shared';

export interface FooterLink {
  key: string;
  title: string;
  link: string;
  link_type: number;
  link_method: number;
}

export interface FooterPicture {
  name: string;
  photo_path: string;
}

export interface FooterPartner extends FooterPicture {
  gp_id: string;
}

export interface SiteFooterData {
  site_name: string;
  copyright: string;
  /** May carry HTML from the back office: sanitised before it reaches the DOM. */
  description: string;
  link_list: FooterLink[];
  license_list: FooterPicture[];
  partner_list: FooterPartner[];
  contact: { email?: string | null; telegram?: string | null } | null;
}

/** POST /arks/web/footer: the site's footer block in the page's language (null when the site has none). */
export async function getSiteFooter(api: RequestClient, siteId: number): Promise<SiteFooterData | null> {
  const data = await api.post<{ web_footer?: SiteFooterData | null }>('/arks/web/footer', { site_id: siteId });
  const footer = data?.web_footer;
  if (!footer) return null;
  return {
    ...footer,
    link_list: footer.link_list ?? [],
    license_list: footer.license_list ?? [],
    partner_list: footer.partner_list ?? [],
    contact: footer.contact ?? null,
  };
}
