import { expect, type Locator, type Page } from '@playwright/test';
import { SHELL_PORT } from '../playwright.config';

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
  /** The desktop header's main navigation, the "More" menu button that folds what does not fit, and its menu. */
  readonly mainNav: Locator;
  readonly moreButton: Locator;
  readonly moreMenu: Locator;
  /** The entries folded into More, hidden or not. */
  readonly foldedEntries: Locator;
  /** The mobile header's game types (every hall of the desktop menu). */
  readonly gameTypes: Locator;
  /** "Skip to content", the first stop of Tab, and the main landmark it leads to. */
  readonly skipLink: Locator;
  readonly main: Locator;

  /** `labels`: the header's names in the page's language (English by default). */
  constructor(
    readonly page: Page,
    labels: { mainNav: string; more: string } = { mainNav: 'Main navigation', more: 'More' },
  ) {
    this.header = page.locator('.shell-header, .shell-mobile-header').first();
    this.toast = page.locator('.ant-message-notice, .adm-toast-main');
    this.remoteFallback = page.locator('.remote-fallback');
    this.retryButton = page.getByRole('button', { name: 'Retry' });
    this.remoteLoading = page.locator('.remote-loading');
    this.loginButton = page.getByRole('button', { name: 'Log in', exact: true }).first();
    this.loginDialog = page.getByRole('dialog', { name: 'Welcome' });
    this.mainNav = page.getByRole('banner').getByRole('navigation', { name: labels.mainNav });
    this.moreButton = this.mainNav.getByRole('button', { name: labels.more });
    this.moreMenu = this.mainNav.getByRole('menu');
    this.foldedEntries = this.mainNav.locator('[role="menu"]').getByRole('menuitem', { includeHidden: true });
    this.gameTypes = page.getByRole('banner').getByRole('navigation', { name: 'Games' });
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
    this.main = page.getByRole('main');
  }

  /** An entry of the desktop header's bar (`name` may be in another language). */
  barEntry(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  /** An entry folded into the "More" menu. */
  moreEntry(name: string): Locator {
    return this.moreMenu.getByRole('menuitem', { name, exact: true });
  }

  async openMore(): Promise<void> {
    await this.moreButton.click();
    await expect(this.moreButton).toHaveAttribute('aria-expanded', 'true');
    await expect(this.moreMenu).toBeVisible();
  }

  /** A hall of the mobile game-type bar. */
  gameType(name: string): Locator {
    return this.gameTypes.getByRole('link', { name, exact: true });
  }

  /** Chooses the site's language as the language switcher does (its cookie), for the next page load. */
  async useLocale(locale: string): Promise<void> {
    await this.page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: `http://127.0.0.1:${SHELL_PORT}` }]);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Follows an entry of the navigation: header links (or its More menu) on desktop, the game types or the tab bar on mobile. */
  async navigateTo(name: string): Promise<void> {
    if (await this.mainNav.count()) {
      if (await this.barEntry(name).count()) return this.barEntry(name).click();
      await this.openMore();
      return this.moreEntry(name).click();
    }
    if (await this.gameType(name).count()) return this.gameType(name).click();
    await this.page.locator('.shell-mobile-footer').getByText(name, { exact: true }).click();
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
