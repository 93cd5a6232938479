import { expect, type Locator, type Page } from '@playwright/test';
import { SHELL_PORT } from '../playwright.config';
import { ShellPage } from './shell-page';

/**
 * The shell's boot chunks: every script of its release folder (/shell/<version>/) but the entry,
 * main.<hash>.js, which is what runs the guard's other half (the rejected import of bootstrap).
 */
const SHELL_BOOT_CHUNKS = /\/shell\/[^/]+\/(?!main\.)[^/?]+\.js(\?.*)?$/;

/** The boot guard's texts (shell/src/locales, bootFailure) in the two locales the specs use. */
const TEXTS = {
  en_US: {
    failed: 'The site could not be loaded. Check your connection and reload the page.',
    reload: 'Reload',
  },
  zh_CN: {
    failed: '网站无法加载，请检查网络连接后重新加载页面。',
    reload: '重新加载',
  },
} as const;

export type BootLocale = keyof typeof TEXTS;

/**
 * The page when the shell cannot start: the boot guard of public/index.html turns the loading
 * spinner into a message and a Reload button (docs/security.md, "failures without a way out").
 */
export class BootFailurePage extends ShellPage {
  readonly spinner: Locator;
  readonly message: Locator;
  readonly reloadButton: Locator;

  constructor(
    page: Page,
    private readonly locale: BootLocale = 'en_US',
  ) {
    super(page);
    const overlay = page.locator('#casino-loading');
    this.spinner = page.getByRole('progressbar', { name: 'Loading' });
    this.message = overlay.getByRole('alert');
    this.reloadButton = overlay.getByRole('button', { name: TEXTS[locale].reload, exact: true });
  }

  /** The server renders the page, and the guard's texts, in the locale of this cookie. */
  async useLocaleCookie(): Promise<void> {
    await this.page.context().addCookies([{ name: 'i18n_redirected', value: this.locale, url: `http://127.0.0.1:${SHELL_PORT}` }]);
  }

  /** Every boot chunk of the shell answers 404, as after a half-copied deploy. */
  async breakShellChunks(): Promise<void> {
    await this.page.route(SHELL_BOOT_CHUNKS, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  }

  async restoreShellChunks(): Promise<void> {
    await this.page.unroute(SHELL_BOOT_CHUNKS);
  }

  /** The spinner gave way to the translated message and a focused Reload button. */
  async expectFailure(): Promise<void> {
    await expect(this.message).toHaveText(TEXTS[this.locale].failed);
    await expect(this.reloadButton).toBeVisible();
    await expect(this.reloadButton).toBeFocused();
    await expect(this.spinner).toHaveCount(0);
  }
}

/** Makes window.localStorage throw, as a browser that blocks site data does, before any of the page's code runs. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** The notice a member gets once when the session can live in this page only (shell/src/locales, storage.inMemory). */
export function storageNotice(shell: ShellPage): Locator {
  return shell.toast.filter({
    hasText: "Your browser blocks this site's storage: you will be logged out when you reload or close this page.",
  });
}
