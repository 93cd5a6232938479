import { chromiumLaunchOptions } from '@casino/server-kit/browser';
import { expect, test } from '../pages/test';
import { LocalePages, LocaleSite } from '../pages/locale-site';
import { sandbox } from '../pages/sandbox';

// Issue 25 item 6: locale routing under the prefix strategies and on two domains. Each test starts
// a shell server of its own with the strategy it needs (on the worker's release and sandbox). The
// two domains are two names the browser resolves to the loopback (casino.localhost for en_US,
// vn.casino.localhost for vi_VN): each has its own cookies, as real domains do.

// *.localhost names are secure contexts, as https is in production (the remote loader checks
// manifests with crypto.subtle, which an http page on another name does not have).
const DOMAINS = { en_US: 'casino.localhost', vi_VN: 'vn.casino.localhost' } as const;
const launch = chromiumLaunchOptions();
test.use({
  launchOptions: {
    ...launch,
    args: [...launch.args, `--host-resolver-rules=MAP ${DOMAINS.en_US} 127.0.0.1, MAP ${DOMAINS.vi_VN} 127.0.0.1`],
  },
});

const ACCOUNT = 'player_rmb';
const PASSWORD = 'Test1234';

let site: LocaleSite | null = null;

async function startSite(env: Record<string, string>): Promise<LocaleSite> {
  site = await LocaleSite.start(env);
  return site;
}

// Each test starts its own shell server (a few seconds) before its journey.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async () => {
  await sandbox.reset();
  await sandbox.disableBulletins();
});

test.afterEach(async () => {
  await site?.stop();
  site = null;
});

test.describe('locale routing', () => {
  test('prefix_except_default: home → hall → login → member centre → logout stay in Chinese under /zh_CN', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop journey; the mobile member menu has its own test');
    const at = await startSite({ LOCALE_STRATEGY: 'prefix_except_default' });
    const zh = new LocalePages(page, 'zh_CN', false);
    const base = at.url('127.0.0.1');

    await page.goto(`${base}/zh_CN`);
    await zh.expectLanguage();

    await zh.hall('live').click();
    await expect(page).toHaveURL(`${base}/zh_CN/gameHall/3`);
    await zh.expectLanguage();

    // A login without a target goes home (the spec's default after login): the Chinese home.
    await zh.login(ACCOUNT, PASSWORD);
    await expect(page).toHaveURL(`${base}/zh_CN`);

    // The member centre opens in its own window, in Chinese, and its menu keeps the prefix.
    const [centre] = await Promise.all([page.waitForEvent('popup'), zh.memberLink(ACCOUNT).click()]);
    await expect(centre).toHaveURL(`${base}/zh_CN/user`);
    await expect(zh.centreHeading(centre)).toBeVisible();
    await zh.centreEntry('account_info', centre).click();
    await expect(centre).toHaveURL(new RegExp(`^${base}/zh_CN/user/\\w+$`));
    await expect(zh.sectionHeading('account_info', centre)).toBeVisible();
    await expect(centre.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await centre.close();

    // Logging out lands on the Chinese home, not the default language's.
    await zh.logoutButton.click();
    await expect(page).toHaveURL(`${base}/zh_CN`);
    await expect(zh.loginButton).toBeVisible();
    await zh.expectLanguage();

    // A member page asked for by a visitor: home in Chinese with the login, then the page itself.
    await page.goto(`${base}/zh_CN/user/Info`);
    await expect(page).toHaveURL(`${base}/zh_CN`);
    await zh.expectLanguage();
  });

  test('prefix_except_default: canonical and hreflang links follow an in-app navigation and a language switch', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'desktop only: the head is the same on every layout');
    const origin = 'https://casino.example';
    const at = await startSite({ LOCALE_STRATEGY: 'prefix_except_default', SITE_BASE_URL: origin });
    const zh = new LocalePages(page, 'zh_CN', false);
    const base = at.url('127.0.0.1');
    const alternates = (path: string) => [
      `en-US ${origin}${path}`,
      `zh-CN ${origin}/zh_CN${path}`,
      `vi-VN ${origin}/vi_VN${path}`,
      `x-default ${origin}${path}`,
    ];

    // The server writes the first page's links…
    await page.goto(`${base}/zh_CN/gameHall/2`);
    await zh.expectLanguage();
    await expect(zh.canonicalLink).toHaveAttribute('href', `${origin}/zh_CN/gameHall/2`);

    // …and the client the next page's, after a navigation inside the page.
    await zh.hall('live').click();
    await expect(page).toHaveURL(`${base}/zh_CN/gameHall/3`);
    await expect(zh.canonicalLink).toHaveAttribute('href', `${origin}/zh_CN/gameHall/3`);
    await expect(zh.canonicalLink).toHaveCount(1);
    expect(await zh.alternateLinks()).toEqual(alternates('/gameHall/3'));

    // A language switch moves the canonical link to the new language's address.
    await zh.languageSwitcher.selectOption('en_US');
    await expect(page).toHaveURL(`${base}/gameHall/3`);
    await zh.in('en_US').expectLanguage();
    await expect(zh.canonicalLink).toHaveAttribute('href', `${origin}/gameHall/3`);
    expect(await zh.alternateLinks()).toEqual(alternates('/gameHall/3'));
  });

  test('prefix_except_default: the mobile member menu and its way back keep /vi_VN', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the mobile member menu (its own links)');
    const at = await startSite({ LOCALE_STRATEGY: 'prefix_except_default' });
    const vi = new LocalePages(page, 'vi_VN', true);
    const base = at.url('127.0.0.1');

    await page.goto(`${base}/vi_VN/gameHall/2`);
    await vi.expectLanguage();
    await vi.hall('live').click();
    await expect(page).toHaveURL(`${base}/vi_VN/gameHall/3`);
    await vi.login(ACCOUNT, PASSWORD);

    await vi.memberLink(ACCOUNT).click();
    await expect(page).toHaveURL(`${base}/vi_VN/user`);
    await expect(vi.centreHeading()).toBeVisible();
    await vi.centreEntry('account_info').click();
    await expect(page).toHaveURL(new RegExp(`^${base}/vi_VN/user/\\w+$`));
    await expect(vi.sectionHeading('account_info')).toBeVisible();
    await vi.centreBack().click();
    await expect(page).toHaveURL(`${base}/vi_VN/user`);
    await vi.expectLanguage();
  });

  test('prefix: the visitor lands on /en_US, and a language switch moves the prefix and sticks', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop only: the same links as the journey');
    const at = await startSite({ LOCALE_STRATEGY: 'prefix' });
    const base = at.url('127.0.0.1');
    const en = new LocalePages(page, 'en_US', false);

    await page.goto(`${base}/gameHall/2`);
    await expect(page).toHaveURL(`${base}/en_US/gameHall/2`);
    await en.expectLanguage();

    await en.languageSwitcher.selectOption('zh_CN');
    await expect(page).toHaveURL(`${base}/zh_CN/gameHall/2`);
    const zh = en.in('zh_CN');
    await zh.expectLanguage();
    await zh.hall('live').click();
    await expect(page).toHaveURL(`${base}/zh_CN/gameHall/3`);

    // An unprefixed address goes to the language of the cookie the switch wrote.
    await page.goto(`${base}/discount`);
    await expect(page).toHaveURL(`${base}/zh_CN/discount`);
    await zh.expectLanguage();
  });

  test('prefix_and_default: both forms of the default work, and a prefixed language keeps its prefix', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop only: the same links as the journey');
    const at = await startSite({ LOCALE_STRATEGY: 'prefix_and_default' });
    const base = at.url('127.0.0.1');
    const vi = new LocalePages(page, 'vi_VN', false);

    await page.goto(`${base}/vi_VN/discount`);
    await vi.expectLanguage();
    await vi.hall('slot').click();
    await expect(page).toHaveURL(`${base}/vi_VN/gameHall/2`);
    await vi.login(ACCOUNT, PASSWORD);
    await vi.logoutButton.click();
    await expect(page).toHaveURL(`${base}/vi_VN`);
    await vi.expectLanguage();

    for (const path of ['/en_US/faq', '/faq']) {
      await page.goto(`${base}${path}`);
      await expect(page).toHaveURL(`${base}${path}`);
      await vi.in('en_US').expectLanguage();
    }
  });

  test('two domains: the language switch moves to the other domain, keeps the page and sticks', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop only: the switch is one select on every layout');
    const at = await startSite({
      LOCALE_STRATEGY: 'prefix_except_default',
      LOCALE_DIFFERENT_DOMAINS: 'true',
      LOCALE_DOMAINS: `en_US=${DOMAINS.en_US},vi_VN=${DOMAINS.vi_VN}`,
    });
    const en = new LocalePages(page, 'en_US', false);
    const vi = en.in('vi_VN');

    await page.goto(at.url(DOMAINS.en_US, '/gameHall/2'));
    await en.expectLanguage();

    await en.languageSwitcher.selectOption('vi_VN');
    await expect(page).toHaveURL(at.url(DOMAINS.vi_VN, '/gameHall/2'));
    await vi.expectLanguage();

    // The next navigations stay on the Vietnamese domain, in Vietnamese.
    await vi.hall('live').click();
    await expect(page).toHaveURL(at.url(DOMAINS.vi_VN, '/gameHall/3'));
    await vi.expectLanguage();

    // And back: English on its own domain.
    await vi.languageSwitcher.selectOption('en_US');
    await expect(page).toHaveURL(at.url(DOMAINS.en_US, '/gameHall/3'));
    await en.expectLanguage();
  });
});
