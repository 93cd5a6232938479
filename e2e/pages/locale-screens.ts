import fs from 'node:fs';
import path from 'node:path';
import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { SHELL_PORT } from '../playwright.config';
import { LOCALES, type Locale } from '@casino/contracts';

/**
 * The site in each of its eleven languages (docs/locale.md "Visual checks"): the language is
 * chosen with its cookie, and every locator is named by the text of that language's message file,
 * so a screen found here is a screen that speaks the language.
 */

/** The interface languages, in the order of their codes. */
export { LOCALES, type Locale };

/**
 * The language whose texts take the most room: measured over the message files of the shell and
 * the remotes, each text's width in the page's font at 14 px summed per language (docs/locale.md
 * "The longest language"). Its screens are checked at 1280 and 390 px, the others at 1280 only.
 */
export const LONGEST_LOCALE: Locale = 'ta_IN';

/** The Noto family a language's script is drawn with (mf-shared/src/theme/tokens.ts). */
export const SCRIPT_FONT: Partial<Record<Locale, RegExp>> = {
  zh_TW: /^Noto Sans CJK/,
  zh_CN: /^Noto Sans CJK/,
  ko_KR: /^Noto Sans CJK/,
  ja_JP: /^Noto Sans CJK/,
  th_TH: /^Noto Sans Thai$/,
  hi_IN: /^Noto Sans Devanagari$/,
  my_MM: /^Noto Sans Myanmar$/,
  ta_IN: /^Noto Sans Tamil$/,
  bn_BD: /^Noto Sans Bengali$/,
};

const repoRoot = path.join(__dirname, '..', '..');
const NAMESPACE_DIRS = {
  common: 'mf-shared/locales',
  shell: 'shell/src/locales',
  home: 'mf-home/src/locales',
  auth: 'mf-auth/src/locales',
  games: 'mf-games/src/locales',
  member: 'mf-member/src/locales',
  proxy: 'mf-proxy/src/locales',
} as const;
export type Namespace = keyof typeof NAMESPACE_DIRS;

type Messages = { [key: string]: string | Messages };

/** A text of a namespace in a language, by its dotted key, as the site shows it. */
export function message(namespace: Namespace, locale: Locale, key: string): string {
  const file = path.join(repoRoot, NAMESPACE_DIRS[namespace], `${locale}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
  const text = key
    .split('.')
    .reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  if (typeof text !== 'string') throw new Error(`${namespace}:${key} has no text in ${locale}`);
  return text;
}

/** The screens of the site in one language: home, a game hall, the register form, the member centre. */
export class LocaleScreens {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  /** A text of this language. */
  text(namespace: Namespace, key: string): string {
    return message(namespace, this.locale, key);
  }

  /** The header's Sign up button, in this language. */
  get headerRegister(): Locator {
    return this.page.locator('.account-actions').getByRole('button', { name: this.text('shell', 'header.register'), exact: true });
  }

  /** The register form inside the auth dialog, by the names this language gives them. */
  get registerForm(): Locator {
    return this.page
      .getByRole('dialog', { name: this.text('auth', 'modal.title'), exact: true })
      .getByRole('form', { name: this.text('auth', 'register.formLabel'), exact: true });
  }

  /** The header's account controls (log in and sign up, or the member's name, balance, messages, log out). */
  get accountActions(): Locator {
    return this.page.locator('.account-actions > *');
  }

  /** The texts of those elements that reach beyond the viewport's left or right edge (a row too long for the language). */
  async outsideViewport(elements: Locator): Promise<string[]> {
    return elements.evaluateAll((nodes) =>
      nodes
        .filter((node) => {
          const box = node.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
        })
        .map((node) => node.textContent ?? node.tagName),
    );
  }

  /** Chooses the language with its cookie, as the language switcher does, for the next page load. */
  async use(): Promise<void> {
    await this.page.context().addCookies([{ name: 'i18n_redirected', value: this.locale, url: `http://127.0.0.1:${SHELL_PORT}` }]);
  }

  /** Goes to a path and waits until its part has rendered in this language. */
  async goto(pathname: string): Promise<void> {
    await this.page.goto(pathname);
    await this.shown();
  }

  /** The page is in this language, no remote is still loading and no list still waits for its data. */
  async shown(): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.locale.replace('_', '-'));
    await expect(this.page.getByRole('main').first()).toBeVisible();
    await expect(this.page.locator('.remote-loading')).toHaveCount(0);
    await expect(this.page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
  }

  async openRegister(): Promise<void> {
    await this.headerRegister.click();
    await expect(this.registerForm).toBeVisible();
    await expect(this.registerForm.locator('.auth-captcha__image')).toBeVisible();
  }

  /** The font families Chromium drew an element's own text with (DevTools' "Rendered fonts"). */
  async renderedFonts(locator: Locator): Promise<string[]> {
    const session: CDPSession = await this.page.context().newCDPSession(this.page);
    const marker = `fonts-${Date.now()}`;
    try {
      await session.send('DOM.enable');
      await session.send('CSS.enable');
      await locator.evaluate((element, id) => element.setAttribute('data-rendered-fonts', id), marker);
      const { root } = await session.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-rendered-fonts="${marker}"]` });
      const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName).sort();
    } finally {
      await locator.evaluate((element) => element.removeAttribute('data-rendered-fonts'));
      await session.detach();
    }
  }
}
