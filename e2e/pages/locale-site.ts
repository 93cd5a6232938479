import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { sandbox } from './sandbox';
import { ShellPage } from './shell-page';
import { startShellServer, stopShellServer } from './own-shell-server';

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * A shell server of the test's own, on this worker's release and sandbox, with another locale
 * configuration (LOCALE_STRATEGY, LOCALE_DOMAINS, LOCALE_DIFFERENT_DOMAINS…): started by a test,
 * stopped by it. The site offers en_US (its default), zh_CN and vi_VN.
 */
export class LocaleSite {
  private constructor(
    readonly port: number,
    private readonly child: ChildProcess,
  ) {}

  static async start(env: Record<string, string>): Promise<LocaleSite> {
    const { port, child } = await startShellServer({ SITE_LOCALES: 'en_US,zh_CN,vi_VN', DEFAULT_LOCALE: 'en_US', ...env });
    return new LocaleSite(port, child);
  }

  /** The site's address on a host name (mapped to the loopback by the browser's resolver rules). */
  url(host: string, pathname = ''): string {
    return `http://${host}:${this.port}${pathname}`;
  }

  stop(): Promise<void> {
    return stopShellServer(this.child);
  }
}

type Messages = Record<string, unknown>;

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function messages(file: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Messages;
}

function text(source: Messages, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], source);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
}

/**
 * The journey's screens in one language (home, halls, login, member centre, logout, the language
 * switcher): names come from the parts' own message files, so the same steps run in any language.
 */
export class LocalePages {
  private readonly shell: Messages;
  private readonly auth: Messages;
  private readonly member: Messages;
  private readonly common: Messages;

  constructor(
    readonly page: Page,
    readonly locale: 'en_US' | 'zh_CN' | 'vi_VN',
    readonly isMobile: boolean,
  ) {
    this.shell = messages(`shell/src/locales/${locale}.json`);
    this.auth = messages(`mf-auth/src/locales/${locale}.json`);
    this.member = messages(`mf-member/src/locales/${locale}.json`);
    this.common = messages(`mf-shared/locales/${locale}.json`);
  }

  /** The same screens after a language change. */
  in(locale: 'en_US' | 'zh_CN' | 'vi_VN', page: Page = this.page): LocalePages {
    return new LocalePages(page, locale, this.isMobile);
  }

  /** The page speaks this language (the document's lang, the header's Log in or Log out) and its remote has loaded. */
  async expectLanguage(): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.locale.replace('_', '-'));
    await new ShellPage(this.page).expectRemoteLoaded();
    await expect(
      this.page.locator('.account-actions').getByRole('button', { name: this.anyOf('header.login', 'header.logout') }),
    ).not.toHaveCount(0);
  }

  private anyOf(...keys: string[]): RegExp {
    return new RegExp(`^(${keys.map((key) => escape(text(this.shell, key))).join('|')})$`);
  }

  /** A game hall's link: the header's navigation on desktop, the game-type bar on mobile. */
  hall(key: 'slot' | 'live' | 'sport' | 'lottery' | 'chess'): Locator {
    const banner = this.page.getByRole('banner');
    const nav = this.isMobile
      ? banner.getByRole('navigation', { name: text(this.shell, 'nav.gameTypes') })
      : banner.getByRole('navigation', { name: text(this.shell, 'nav.label') });
    return nav.getByRole('link', { name: text(this.shell, `nav.${key}`), exact: true });
  }

  /** The page's `<link rel="canonical">`. */
  get canonicalLink(): Locator {
    return this.page.locator('head link[rel="canonical"]');
  }

  /** The page's hreflang links as "hreflang href", in document order. */
  async alternateLinks(): Promise<string[]> {
    return this.page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
  }

  get languageSwitcher(): Locator {
    return this.page.getByRole('combobox', { name: text(this.shell, 'header.language') });
  }

  get logoutButton(): Locator {
    return this.page.locator('.account-actions').getByRole('button', { name: text(this.shell, 'header.logout'), exact: true });
  }

  get loginButton(): Locator {
    return this.page.locator('.account-actions').getByRole('button', { name: text(this.shell, 'header.login'), exact: true });
  }

  memberLink(account: string): Locator {
    return this.page.locator('.account-actions').getByRole('link', { name: account, exact: true });
  }

  /** Logs in through the header's login modal (its captcha answered from the sandbox). */
  async login(account: string, password: string): Promise<void> {
    await this.loginButton.click();
    const dialog = this.page.getByRole('dialog', { name: text(this.auth, 'modal.title') });
    const form = dialog.getByRole('form', { name: text(this.auth, 'login.formLabel') });
    await form.getByLabel(text(this.auth, 'login.account'), { exact: true }).fill(account);
    await form.getByLabel(text(this.auth, 'login.password'), { exact: true }).fill(password);
    await expect(form.getByRole('img', { name: text(this.common, 'captcha.alt') })).toBeVisible();
    const { answer } = await sandbox.latestCaptcha(1);
    await form.getByLabel(text(this.auth, 'login.captcha'), { exact: true }).fill(answer);
    // antd spaces out a two-character Chinese label ("登 录").
    const submit = new RegExp(`^${[...text(this.auth, 'login.submit')].map(escape).join('\\s?')}$`);
    await form.getByRole('button', { name: submit }).click();
    await expect(this.memberLink(account)).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** The member centre's heading, in the page given (its own window on desktop). */
  centreHeading(page: Page = this.page): Locator {
    return page.getByRole('heading', { level: 1, name: text(this.member, 'centre.title') });
  }

  /** An entry of the member centre's menu: the inline menu on desktop, the lists' links on mobile. */
  centreEntry(key: string, page: Page = this.page): Locator {
    const name = text(this.member, `menu.${key}`);
    return this.isMobile
      ? page.getByRole('navigation', { name: text(this.member, 'centre.menuLabel') }).getByRole('link', { name, exact: true })
      : page.getByRole('menu', { name: text(this.member, 'centre.menuLabel') }).getByRole('menuitem', { name, exact: true });
  }

  /** The centre's way back to its menu (a page of it, on mobile). */
  centreBack(page: Page = this.page): Locator {
    return page.getByRole('link', { name: text(this.member, 'centre.back'), exact: true });
  }

  /** The heading of a page of the member centre. */
  sectionHeading(key: string, page: Page = this.page): Locator {
    return page.getByRole('heading', { level: 2, name: text(this.member, `menu.${key}`) });
  }
}
