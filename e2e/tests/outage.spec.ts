import { expect, test, type Page } from '../pages/test';
import { GameLauncher } from '../pages/game-launcher';
import { OUTAGE_MODES, OutagePage, RemoteOutage, type OutageMode } from '../pages/outage';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';

/**
 * The outage matrix (docs/security.md, "failures without a way out"): each of the five remotes
 * with its files 404, hanging, or an entry that throws. The failure shows in that remote's area
 * only (a fallback, or a host's message), the rest of the site keeps working, and the remote
 * comes back once its files do, without reloading the page. Desktop only: the loader and its
 * fallbacks are the same code at every width (playwright.config.ts).
 */

interface OutageCase {
  remote: string;
  /** Where the remote is met, when that is not its own page. */
  label?: string;
  /** The outage modes to run, when not all (a hang costs the remote time-out twice). */
  modes?: readonly OutageMode[];
  folder: string;
  member: boolean;
  /** Brings the user to where the remote is needed, and checks the failure shows there. */
  fail: (site: OutagePage) => Promise<void>;
  /** Something another remote serves works meanwhile. */
  restWorks: (site: OutagePage) => Promise<void>;
  /** Retry once the files are back, and see the remote's own content. */
  recover: (site: OutagePage) => Promise<void>;
}

const pageRemote = (remote: string, path: string, heading: string | null): Pick<OutageCase, 'fail' | 'recover'> => ({
  fail: async (site) => {
    await site.goto(path);
    await expect(site.fallbackOf(remote)).toBeVisible();
  },
  recover: async (site) => {
    await site.retryIn(site.fallbackOf(remote)).click();
    await site.expectRemoteLoaded();
    if (heading) await expect(site.heading(heading)).toBeVisible();
    else await expect(site.banners).toBeVisible();
  },
});

/** A member page's outage: the rest of the site is the home page, reached in the app, then back. */
const memberRest = async (site: OutagePage, remote: string) => {
  await site.navigateTo('Home');
  await expect(site.banners).toBeVisible();
  await site.page.goBack();
  await expect(site.fallbackOf(remote)).toBeVisible();
};

/** The one banner left on home: a game link (R8, slots) that the launcher of mf_games starts. */
const GAME_BANNER = 'R8 Slot Tournament';

const cases: OutageCase[] = [
  {
    remote: 'mf_home',
    folder: 'mf-home',
    member: false,
    ...pageRemote('mf_home', '/', null),
    restWorks: (site) => site.expectLoginModalWorks(),
  },
  {
    remote: 'mf_auth',
    folder: 'mf-auth',
    member: false,
    fail: async (site) => {
      await site.goto('/');
      await site.closePopup();
      await site.loginButton.click();
      await expect(site.hostFailureOf('mf_auth')).toBeVisible();
      await expect(site.hostFailureOf('mf_auth')).toContainText('Log in and sign up could not be loaded.');
    },
    restWorks: async (site) => {
      await expect(site.banners).toBeVisible();
      await site.expectRemoteLoaded();
    },
    recover: async (site) => {
      await site.retryIn(site.hostFailureOf('mf_auth')).click();
      await expect(site.loginDialog).toBeVisible();
      await expect(site.hostFailureOf('mf_auth')).toHaveCount(0);
    },
  },
  {
    remote: 'mf_games',
    folder: 'mf-games',
    member: false,
    ...pageRemote('mf_games', '/gameHall/2', 'Slots'),
    restWorks: (site) => site.expectLoginModalWorks(),
  },
  {
    // The launcher is a site-wide host of mf_games: a member's game banner on home needs it.
    remote: 'mf_games',
    folder: 'mf-games',
    member: true,
    label: 'launcher from home',
    // The hang is the loader's time-out, which the page and mf_auth host cases cover already.
    modes: ['404', 'throwing entry'],
    fail: async (site) => {
      await sandbox.showOnlyBanner(GAME_BANNER);
      await sandbox.disableBulletins();
      await site.goto('/');
      await new GameLauncher(site.page).bannerGame(GAME_BANNER).first().click();
      await expect(site.hostFailureOf('mf_games')).toBeVisible();
      await expect(site.hostFailureOf('mf_games')).toContainText('Games could not be started');
    },
    restWorks: async (site) => {
      await expect(site.marquee).not.toHaveText('');
      await site.navigateTo('Promotions');
      await expect(site.heading('Promotions')).toBeVisible();
      await site.page.goBack();
    },
    recover: async (site) => {
      await site.retryIn(site.hostFailureOf('mf_games')).click();
      await expect(site.hostFailureOf('mf_games')).toHaveCount(0);
      // The launcher is back: the same banner starts the game in its window.
      const launcher = new GameLauncher(site.page);
      const opened = launcher.nextWindow();
      await launcher.bannerGame(GAME_BANNER).first().click();
      const game = await opened;
      await expect(game.getByText('Provider: R8 Gaming', { exact: true })).toBeVisible();
    },
  },
  {
    remote: 'mf_member',
    folder: 'mf-member',
    member: true,
    ...pageRemote('mf_member', '/user', 'Member centre'),
    restWorks: (site) => memberRest(site, 'mf_member'),
  },
  {
    remote: 'mf_proxy',
    folder: 'mf-proxy',
    member: true,
    ...pageRemote('mf_proxy', '/proxy', 'Agent centre'),
    restWorks: (site) => memberRest(site, 'mf_proxy'),
  },
];

test.beforeEach(async () => {
  await sandbox.reset();
});

async function asMemberIfNeeded(page: Page, member: boolean) {
  if (member) await startAsMember(page, await loginThroughApi());
}

for (const outageCase of cases) {
  for (const mode of outageCase.modes ?? OUTAGE_MODES) {
    test(`${outageCase.remote}${outageCase.label ? ` (${outageCase.label})` : ''} ${mode}: its own area says so, the rest works, and it comes back`, async ({
      page,
    }) => {
      // A hang is only known as one after the remote time-out (8 s here), once or twice per case.
      if (mode === 'hang') test.slow();
      // The console reports each failed load; that is expected here.
      await asMemberIfNeeded(page, outageCase.member);
      const site = new OutagePage(page);
      const outage = new RemoteOutage(page, outageCase.folder, mode);
      await outage.start();

      await outageCase.fail(site);
      await site.expectChrome();
      await outageCase.restWorks(site);

      await outage.end();
      await outageCase.recover(site);
      await site.expectChrome();
    });
  }
}
