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

  /**
   * Where each entry of the desktop header is, read in one go (the header refits while a member's
   * balance loads, and entries move between the bar and More): in the bar (wholly inside the
   * navigation, itself inside the header), folded in More, or cut (any part outside, as a clipped
   * or scrolled-away entry is). The account and language controls must stay whole too.
   */
  async headerLayout(): Promise<{ entries: string[]; cut: string[] } | null> {
    const header = await this.header.elementHandle();
    if (!header || !(await this.mainNav.count())) return null;
    return this.mainNav.evaluate((nav, outer) => {
      const within = (inner: DOMRect, box: DOMRect) =>
        inner.width > 0 &&
        inner.x >= box.x - 0.5 &&
        inner.x + inner.width <= box.x + box.width + 0.5 &&
        inner.y >= box.y - 0.5 &&
        inner.y + inner.height <= box.y + box.height + 0.5;
      const text = (element: Element) => element.textContent ?? '';
      const headerBox = outer.getBoundingClientRect();
      const navBox = nav.getBoundingClientRect();
      const bar: string[] = [];
      const cut: string[] = within(navBox, headerBox) ? [] : ['the navigation'];
      for (const link of nav.querySelectorAll('a:not([role="menuitem"])')) {
        (within(link.getBoundingClientRect(), navBox) ? bar : cut).push(text(link));
      }
      const more = nav.querySelector('button[aria-haspopup="menu"]');
      if (more && !within(more.getBoundingClientRect(), navBox)) cut.push('More');
      for (const control of outer.querySelectorAll('.shell-header__tools button')) {
        if (!within(control.getBoundingClientRect(), headerBox)) cut.push(text(control));
      }
      const folded = Array.from(nav.querySelectorAll('[role="menu"] [role="menuitem"]'), text);
      return { entries: [...bar, ...folded], cut };
    }, header);
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
      // The header refits while the page comes alive (a member's balance arriving folds entries
      // into More): the entry is followed wherever it is when the click lands.
      await expect(async () => {
        if (await this.barEntry(name).isVisible()) return this.barEntry(name).click({ timeout: 2_000 });
        await this.openMore();
        await this.moreEntry(name).click({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      return;
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
