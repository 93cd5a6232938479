import fs from 'node:fs';
import { expect, test } from '../pages/test';
import { GameHallPage } from '../pages/game-hall-page';
import { HomePage } from '../pages/home-page';
import { bootVersion, deployCli, livePollSees, OLDER_MARKER, release, renameExpose } from '../pages/release';
import { sandbox } from '../pages/sandbox';

/**
 * Mixed versions: the site composed of remotes of different versions, as operations make it with
 * a rollback of one remote. The "older" builds are the live builds with one English message
 * changed ("Try demo games" → "Try demo games (older build)"), published under a lower version
 * (release.publishOlder): cheap (no second webpack build), and the page shows which build runs.
 * Each test changes only its worker's release (e2e/.release-w<i>) and puts it back afterwards.
 */

const SLOTS = 2;
const HOME_MESSAGE = 'Try demo games';
const GAMES_MESSAGE = 'Search games';
const OLDER = '0.0.9-older';

test.describe.configure({ mode: 'serial' });
// Publishing a copy compresses it (brotli 11): seconds per remote on two cores.
test.slow();

let restore: Array<() => Promise<unknown>> = [];

test.beforeEach(async () => {
  await sandbox.reset();
  await release.publishOlder('mf-home', OLDER, HOME_MESSAGE);
  await release.publishOlder('mf-games', OLDER, GAMES_MESSAGE);
});

test.afterEach(async () => {
  for (const undo of restore.reverse()) await undo().catch(() => undefined);
  restore = [];
});

/** Rolls `app` to `version` in this worker's e2e env and puts the current version back after the test. */
async function rollTo(app: string, version: string): Promise<string> {
  const before = await release.liveVersion(app);
  restore.push(() => release.rollback(app, before));
  await release.rollback(app, version);
  return before;
}

test('an older mf-home with the current remotes works, and a rollback brings back the current page at the next navigation', async ({
  page,
}) => {
  const home = new HomePage(page);
  const hall = new GameHallPage(page);
  const games = await release.liveVersion('mf-games');
  await home.open();
  await home.settlePopup();
  await expect(page.getByRole('button', { name: HOME_MESSAGE, exact: true })).toBeVisible();
  const current = await bootVersion(page, 'mf_home');

  // Operations compose the older mf-home with everything else as it is.
  let seen = livePollSees(page, 'mf_home', OLDER);
  await rollTo('mf-home', OLDER);
  // The server draws the rolled-back version from the next request on (docs/ssr.md).
  await expect.poll(async () => (await page.request.get('/')).text()).toContain(`${HOME_MESSAGE} ${OLDER_MARKER}`);
  await seen;
  await home.navigateTo('Promotions');
  await expect(page).toHaveURL(/\/discount$/);
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(OLDER);
  await home.navigateTo('Home');
  await home.settlePopup();
  await expect(page.getByRole('button', { name: `${HOME_MESSAGE} ${OLDER_MARKER}`, exact: true })).toBeVisible();
  await home.expectBannersAndMarquee();
  // The current mf-games runs next to it.
  await hall.open(SLOTS, 'Slots');
  await expect(hall.search).toBeVisible();
  expect(await bootVersion(page, 'mf_games')).toBe(games);

  // A plain rollback goes back to the version live before: the current one, at the next navigation.
  seen = livePollSees(page, 'mf_home', current!);
  const back = await release.rollback('mf-home');
  expect(back.toVersion).toBe(current);
  expect(await (await page.request.get('/')).text()).not.toContain(OLDER_MARKER);
  await seen;
  await home.navigateTo('Home');
  await expect.poll(() => bootVersion(page, 'mf_home')).toBe(current);
  await home.settlePopup();
  await expect(page.getByRole('button', { name: HOME_MESSAGE, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `${HOME_MESSAGE} ${OLDER_MARKER}`, exact: true })).toHaveCount(0);
});

test('the reverse: the current mf-home with an older mf-games, and the site works', async ({ page }) => {
  // Through the CLI, every gate included: the smoke loads each module of mf-games in Chromium.
  const before = await release.liveVersion('mf-games');
  restore.push(() => release.rollback('mf-games', before));
  const run = await deployCli('rollback', 'mf-games', '--env', 'e2e', '--to', OLDER);
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain(`rolled back mf-games to ${OLDER} in e2e (was ${before})`);
  expect(run.stdout).toMatch(
    /gates: contract passed, shared passed, integrity passed, server passed, smoke passed \(6 module\(s\) loaded\)/,
  );

  const home = new HomePage(page);
  await home.open();
  await home.settlePopup();
  await expect(page.getByRole('button', { name: HOME_MESSAGE, exact: true })).toBeVisible();
  await home.expectBannersAndMarquee();
  expect(await bootVersion(page, 'mf_games')).toBe(OLDER);

  const hall = new GameHallPage(page);
  await hall.open(SLOTS, 'Slots');
  await expect(page.getByRole('searchbox', { name: `${GAMES_MESSAGE} ${OLDER_MARKER}`, exact: true })).toBeVisible();
  // The older build lists the hall's games (the seed's default list tab is "Hot").
  await expect(hall.list('Hot').getByRole('button').first()).toBeVisible();
});

test('the contract gate refuses a build whose expose was renamed, and the live site is untouched', async ({ page }) => {
  const live = await release.liveVersion('mf-games');
  const broken = await release.copyOfLive('mf-games', (dir) => renameExpose(dir, './GameHallPage', './GameHall'));
  try {
    const run = await deployCli('publish', 'mf-games', '--env', 'e2e', '--from', broken, '--version', '0.1.1-broken');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^deploy: error: mf-games 0\.1\.1-broken refused by the contract gate: expose \.\/GameHallPage missing \(the e2e shell \S+ expects \.\/GameHallPage, .*\)\n$/,
    );
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }
  expect(await release.liveVersion('mf-games')).toBe(live);

  const hall = new GameHallPage(page);
  await hall.open(SLOTS, 'Slots');
  await expect(hall.search).toBeVisible();
  expect(await bootVersion(page, 'mf_games')).toBe(live);
});
