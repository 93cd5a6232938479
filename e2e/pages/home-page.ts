import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell-page';

/** The home page of mf_home: banners and the announcement marquee. */
export class HomePage extends ShellPage {
  readonly banners: Locator;
  readonly bannerImages: Locator;
  readonly marquee: Locator;

  constructor(page: Page) {
    super(page);
    this.banners = page.getByRole('region', { name: /banners/i }).first();
    this.bannerImages = this.banners.locator('img');
    this.marquee = page.getByRole('marquee', { name: /announcement/i }).first();
    this.popup = page.getByRole('dialog', { name: 'Announcement' });
  }

  readonly popup: Locator;

  async open(): Promise<void> {
    await this.goto('/');
    await this.expectChrome();
  }

  /** Closes the bulletin pop-up a visitor gets on home (it is modal). */
  async closePopup(): Promise<void> {
    await expect(this.popup).toBeVisible();
    await this.popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(this.popup).toBeHidden();
  }

  async expectBannersAndMarquee(): Promise<void> {
    await expect(this.banners).toBeVisible();
    await expect(this.bannerImages.first()).toBeVisible();
    await expect(this.marquee).toBeVisible();
    await expect(this.marquee).not.toHaveText('');
  }
}
