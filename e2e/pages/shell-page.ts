import { expect, type Locator, type Page } from '@playwright/test';

/** What the shell shows around every remote: header, toasts, a remote's fallback. */
export class ShellPage {
  readonly header: Locator;
  readonly toast: Locator;
  readonly remoteFallback: Locator;
  readonly retryButton: Locator;
  readonly remoteLoading: Locator;
  /** The header's Log in button, and the login modal it opens (mf_auth). */
  readonly loginButton: Locator;
  readonly loginDialog: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('.shell-header, .shell-mobile-header').first();
    this.toast = page.locator('.ant-message-notice, .adm-toast-main');
    this.remoteFallback = page.locator('.remote-fallback');
    this.retryButton = page.getByRole('button', { name: 'Retry' });
    this.remoteLoading = page.locator('.remote-loading');
    this.loginButton = page.getByRole('button', { name: 'Log in', exact: true }).first();
    this.loginDialog = page.getByRole('dialog', { name: 'Welcome' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Follows an entry of the navigation: header links on desktop, the tab bar on mobile. */
  async navigateTo(name: string): Promise<void> {
    const link = this.page.locator('.shell-header').getByRole('link', { name, exact: true });
    if (await link.count()) await link.first().click();
    else await this.page.locator('.shell-mobile-footer').getByText(name, { exact: true }).click();
  }

  /** The page is not blank: the shell's chrome is there. */
  async expectChrome(): Promise<void> {
    await expect(this.header).toBeVisible();
  }

  /** The area of a remote finished loading (neither loading nor failed). */
  async expectRemoteLoaded(): Promise<void> {
    await expect(this.remoteLoading).toHaveCount(0);
    await expect(this.remoteFallback).toHaveCount(0);
  }
}
