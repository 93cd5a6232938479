import { expect, type Locator, type Page } from '@playwright/test';

/**
 * mf_member's member centre (/user): its menu — antd's inline Menu beside the page on desktop, the
 * antd-mobile lists at /user on mobile — and the page it shows. Opened from the header's account
 * link: its own window on desktop, the same tab on mobile.
 */
export class MemberCentre {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly isMobile: boolean,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Member centre' });
  }

  /** Opens the centre from the header's account link; returns the centre (the popup on desktop). */
  static async openFromHeader(page: Page, account: string, isMobile: boolean): Promise<MemberCentre> {
    const link = page.locator('.account-actions').getByRole('link', { name: account, exact: true });
    if (isMobile) {
      await link.click();
      await expect(page).toHaveURL(/\/user$/);
      const centre = new MemberCentre(page, true);
      await expect(centre.heading).toBeVisible();
      return centre;
    }
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(/\/user$/);
    const centre = new MemberCentre(popup, false);
    await expect(centre.heading).toBeVisible();
    return centre;
  }

  /** The menu: the inline Menu on desktop, the navigation of lists on mobile (at /user). */
  get menu(): Locator {
    return this.isMobile
      ? this.page.getByRole('navigation', { name: 'Member centre menu' })
      : this.page.getByRole('menu', { name: 'Member centre menu' });
  }

  /** One entry of the menu by its label. */
  entry(name: string): Locator {
    return this.menu.getByRole(this.isMobile ? 'link' : 'menuitem', { name, exact: true });
  }

  /** Waits until the recommend condition is decided (the menu's `data-recommend` hook). */
  async expectRecommend(state: 'shown' | 'hidden'): Promise<void> {
    await expect(this.page.locator('[data-recommend]')).toHaveAttribute('data-recommend', state);
  }

  /** Goes to a page of the centre from the menu (on mobile, from the list at /user). */
  async openSection(name: string): Promise<void> {
    await this.entry(name).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
}
