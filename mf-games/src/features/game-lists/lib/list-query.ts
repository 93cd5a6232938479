import { supportDevice, type RootStore, type SupportDeviceCode } from '@casino/mf-shared';

/** What every game list call sends besides its own fields: the site, the currency shown, the layout's device code. */
export interface ListQuery {
  siteId: number;
  /** The member's currency once logged in, else the site's. */
  currency: string;
  /** support_device / device: 0 desktop, 1 mobile, 2 the app. */
  device: SupportDeviceCode;
  /** The site template of the layout (game_list's `template`). */
  template: string;
}

/** The list query of the page as it is now (read inside an observer, it follows login and layout). */
export function listQueryOf(root: RootStore): ListQuery {
  const { template } = root.site.config;
  return {
    siteId: root.site.siteId,
    currency: root.session.currency ?? root.site.currency,
    device: supportDevice(root.layout),
    template: root.layout.isDesktop ? template.desktop : template.mobile,
  };
}
