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

  /** The question a start-up link from another website asks before signing the visitor in as `account`. */
  consentDialog(account: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: `Sign in as ${account}?` });
  }

  async continueAs(account: string): Promise<void> {
    await this.consentDialog(account)
      .getByRole('button', { name: `Continue as ${account}` })
      .click();
  }

  async staySignedOut(account: string): Promise<void> {
    await this.consentDialog(account).getByRole('button', { name: 'Stay signed out' }).click();
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

  /** Follows a link of this foreign page to a page of the site (a cross-site navigation of this tab). */
  async followLinkTo(path: string): Promise<void> {
    await this.page.evaluate((url) => window.location.assign(url), `${SITE_ORIGIN}${path}`);
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

/**
 * Opens `path` the way a link of the site itself does (a same-origin navigation from a page of
 * the site): a start-up hand-over from the site or its app is taken without a question.
 */
export async function openFromTheSite(page: Page, path: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((url) => window.location.assign(url), path);
  await page.waitForURL((url) => url.pathname !== '/healthz');
}

/** The query of a start-up hand-over of `member`'s session. */
export function handOverQuery(member: {
  token: string;
  member_id: number | string;
  member_account: string;
  member_currency: string;
}): string {
  return `/?tk=${member.token}&member_id=${member.member_id}&member_account=${member.member_account}&member_currency=${member.member_currency}`;
}
