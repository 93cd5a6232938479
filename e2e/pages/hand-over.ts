import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { SHELL_PORT } from '../playwright.config';
import { ShellPage } from './shell-page';

/** The site's own origin, and a second origin on another loopback address: "another website". */
export const SITE_ORIGIN = `http://127.0.0.1:${SHELL_PORT}`;
export const FOREIGN_ORIGIN = `http://127.0.0.9:${SHELL_PORT}`;

/** The login modal's third-party sign-in, and the session the header shows. */
export class HandOverPage extends ShellPage {
  accountLink(account: string): Locator {
    return this.page.getByRole('link', { name: account, exact: true });
  }

  toastWith(text: string | RegExp): Locator {
    return this.toast.filter({ hasText: text }).first();
  }

  /** Opens the login modal and starts the provider's sign-in; returns the provider's popup. */
  async startThirdPartyLogin(provider = 'Sandbox ID'): Promise<Page> {
    await this.loginButton.click();
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.loginDialog.getByRole('button', { name: provider, exact: true }).click(),
    ]);
    await popup.waitForURL(/\/oauth\/sandbox-id\/authorize/);
    return popup;
  }

  /** On the provider's page: signs in as `account` (or cancels) and waits for the popup to close. */
  static async chooseOnProvider(popup: Page, choice: string): Promise<void> {
    const closed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: choice }).click();
    await closed;
  }

  /** Waits until the main window has taken the cross-tab message (it removes the key). */
  async expectMessageTaken(): Promise<void> {
    await expect.poll(() => this.page.evaluate(() => window.localStorage.getItem('window-msg'))).toBeNull();
  }

  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('token'));
  }
}

/**
 * A page of another website in the same browser (a second origin served by page.route): it can
 * open windows and links of the site, as any site on the internet can.
 */
export class ForeignSite {
  private constructor(readonly page: Page) {}

  static async open(page: Page): Promise<ForeignSite> {
    await page.route(`${FOREIGN_ORIGIN}/**`, (route: Route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' }),
    );
    await page.goto(`${FOREIGN_ORIGIN}/`);
    return new ForeignSite(page);
  }

  /** Opens a page of the site in a popup, as window.open from this foreign page; waits until it closed itself. */
  async openSitePopupAndWaitForClose(path: string): Promise<void> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.page.evaluate((url) => void window.open(url, 'x', 'width=500,height=600'), `${SITE_ORIGIN}${path}`),
    ]);
    await popup.waitForEvent('close');
  }
}
