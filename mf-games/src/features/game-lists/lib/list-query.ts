import { supportDevice, type RootStore } from '@casino/mf-shared';

/** What every game list call sends besides its own fields: the site, the currency shown, the layout's device code. */
export interface ListQuery {
  siteId: number;
  /** The member's currency once logged in, else the site's. */
  currency: string;
  /** support_device / device: 0 desktop, 1 mobile. */
  device: 0 | 1;
  /** The site template of the layout (game_list's `template`). */
  template: string;
}

/** The list query of the page as it is now (read inside an observer, it follows login and layout). */
export function listQueryOf(root: RootStore): ListQuery {
  const { template } = root.site.config;
  return {
    siteId: root.site.siteId,
    currency: root.session.currency ?? root.site.currency,
    device: supportDevice(root.layout.device),
    template: root.layout.isDesktop ? template.desktop : template.mobile,
  };
}
