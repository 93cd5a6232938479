import { expect, test, type Page, type TestInfo } from '../pages/test';
import { SANDBOX_PORT } from '../playwright.config';
import { AuthModal } from '../pages/auth-modal';
import { englishName, gameApi, type ApiGame, type GameDevice } from '../pages/game-api';
import { GameHallPage } from '../pages/game-hall-page';
import { GameLauncher, REFUSAL } from '../pages/game-launcher';
import { gamePageAddress, GameWindow } from '../pages/game-window';
import { HomePage } from '../pages/home-page';
import { PlayPage } from '../pages/play-page';
import { sandbox, sandboxGames } from '../pages/sandbox';
import { loginThroughApi, startAsMember, type Member } from '../pages/session';
import { siteApi } from '../pages/site-api';
import { SportView } from '../pages/sport-view';

// Issue 11, "Quality bar": finding, launching, playing and quitting games at 1280 px (desktop) and
// 390 px (mobile, an iPhone's user agent), against the composed site and the sandbox's game
// provider. Games are picked from the sandbox's own lists (through the shell's /api), not copied
// from the seed. docs/games.md describes the screens and rules; docs/sandbox.md "Games" the provider.

const SLOTS = 2;
const SEED_PASSWORD = 'Test1234';

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const deviceOf = (testInfo: TestInfo): GameDevice => (isMobile(testInfo) ? 1 : 0);

/** How the site's header writes a balance (en_US). */
const money = (cash: number) =>
  `RMB ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cash)}`;

/** The first games of a provider's slots that have an English name (the hall shows en_US). */
async function slotGames(gpId: string, testInfo: TestInfo, member?: Member): Promise<[ApiGame, ApiGame]> {
  const games = (await gameApi.games(gpId, SLOTS, deviceOf(testInfo), member?.token)).filter((game) => game.game_name.en_US);
  const [first, second] = games;
  if (!first || !second) throw new Error(`the sandbox has fewer than two ${gpId} slots`);
  return [first, second];
}

/** The provider's name as the hall's tab shows it, and a check of the open mode the test relies on. */
async function providerName(gpId: string, openMode: string, testInfo: TestInfo): Promise<string> {
  const provider = (await gameApi.providers(SLOTS, deviceOf(testInfo))).find((p) => p.gp_id === gpId);
  expect(provider, `${gpId} offers slots`).toMatchObject({ active: 1, maintenance: 0, open_mode: openMode });
  return provider!.gp_name;
}

/** A member's page on a provider's slots, once it listens on the member's real-time channel. */
async function memberInHall(page: Page, member: Member, gpId: string, gameName: string): Promise<GameHallPage> {
  await startAsMember(page, member);
  const hall = new GameHallPage(page);
  await hall.open(SLOTS, 'Slots', `?gp_id=${gpId}`);
  await expect(hall.game(gameName)).toBeVisible();
  await expect.poll(() => sandbox.subscribers(`private-member.${member.member_id}`), { timeout: 15_000 }).toBeGreaterThan(0);
  return hall;
}

test.beforeEach(async () => {
  await sandbox.reset();
  // No bulletin pop-up over the hall or home (the pop-up has its own tests).
  await sandbox.disableBulletins();
});

test('a member filters the slots hall by provider and marks a favourite that survives a reload', async ({ page }, testInfo) => {
  const member = await loginThroughApi();
  const jili = await providerName('GPJL', 'window', testInfo);
  const games = await gameApi.games('GPJL', SLOTS, deviceOf(testInfo), member.token);
  const game = games.find((g) => g.member_favorite === 0 && g.game_name.en_US);
  expect(game, 'a JILI slot the member has not marked').toBeDefined();
  const name = englishName(game!);
  const [otherProvidersGame] = await slotGames('GPR8', testInfo);

  await startAsMember(page, member);
  const hall = new GameHallPage(page);
  await hall.openFromHome('Slots', 'Slots');
  await hall.chooseProvider(jili);
  await expect(page).toHaveURL(/[?&]gp_id=GPJL(&|$)/);
  const all = hall.list('All games');
  await expect(all.getByRole('listitem')).toHaveCount(games.length);
  await expect(all.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(all.getByRole('button', { name: englishName(otherProvidersGame), exact: true })).toHaveCount(0);

  await expect(hall.favourite(name)).toHaveAttribute('aria-pressed', 'false');
  await hall.toggleFavourite(name, true);
  expect((await sandboxGames.member(member.member_account)).favorites).toEqual([game!.id]);

  await page.reload();
  // The provider is kept in the address, the mark by the server.
  await expect(hall.providerTab(jili)).toHaveAttribute('aria-selected', 'true');
  await expect(hall.favourite(name)).toHaveAttribute('aria-pressed', 'true');
  await hall.chooseList('Favourites');
  await expect(hall.list('Favourites').getByRole('listitem')).toHaveCount(1);
  await expect(hall.list('Favourites').getByRole('button', { name, exact: true })).toBeVisible();
});

test('a member spins once in the game window, the header balance follows, and Back to lobby quits', async ({ page }, testInfo) => {
  const member = await loginThroughApi();
  await providerName('GPJL', 'window', testInfo);
  const [game] = await slotGames('GPJL', testInfo, member);
  const name = englishName(game);
  const hall = await memberInHall(page, member, 'GPJL', name);
  const launcher = new GameLauncher(page);
  const home = new HomePage(page);
  const before = (await sandboxGames.member(member.member_account)).cash;
  await expect(launcher.headerBalance).toHaveText(money(before));
  await home.setWindowMarker();

  // Desktop: a popup window; mobile: §4 forces a window too (a new tab on a phone).
  const opened = launcher.nextWindow();
  await hall.game(name).click();
  const gameWindow = await opened;
  await expect(gameWindow).toHaveURL(gamePageAddress('GPJL', game.game_code));
  const slot = new GameWindow(gameWindow);
  await slot.expectGame(name);
  await expect(slot.balance).toHaveText(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(before));

  // The first spin of a launch pays double (docs/sandbox.md): the balance rises by the bet.
  expect(await slot.spin()).toMatch(/^You win /);
  const after = await sandboxGames.member(member.member_account);
  expect(after.cash).toBeGreaterThan(before);
  expect(after.is_playing).toBe(1);
  await expect(launcher.headerBalance).toHaveText(money(after.cash));
  expect(await home.windowMarker()).toBe('same document');

  // The game's Back to lobby leads its window to the site's /close, which closes it and tells the
  // main window (quickGame); the main window quits. leave1 is held, so the quitting flag is seen.
  const leave1 = await launcher.hold('/member/game/leave1');
  const quit = launcher.quitDone();
  const closed = gameWindow.waitForEvent('close');
  await slot.backToLobby.click();
  await closed;
  await leave1.arrived;
  await hall.game(name).click();
  await expect(launcher.toastSaying(REFUSAL.quitting)).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
  leave1.release();

  await quit;
  expect((await sandboxGames.member(member.member_account)).is_playing).toBe(0);
  // The flag cleared: the next launch is accepted.
  const reopened = launcher.nextWindow();
  await hall.game(name).click();
  const next = await reopened;
  await expect(next).toHaveURL(gamePageAddress('GPJL', game.game_code));
  await new GameWindow(next).expectGame(name);
});

test('a second launch while the first is starting is refused, and closing the game window quits', async ({ page }, testInfo) => {
  const member = await loginThroughApi();
  await providerName('GPJL', 'window', testInfo);
  const [first, second] = await slotGames('GPJL', testInfo, member);
  const hall = await memberInHall(page, member, 'GPJL', englishName(first));
  const launcher = new GameLauncher(page);
  // A slow provider: the start lasts until play1 answers, held here until the second click was answered.
  const play1 = await launcher.hold('/member/game/play1');

  const opened = launcher.nextWindow();
  await hall.game(englishName(first)).click();
  const gameWindow = await opened;
  await play1.arrived;
  await hall.game(englishName(second)).click();
  await expect(launcher.toastSaying(REFUSAL.starting)).toBeVisible();
  // Refused before any window and any call: no second window, one play1.
  expect(page.context().pages()).toHaveLength(2);
  expect(play1.count()).toBe(1);
  // The first start goes on once its answer comes.
  play1.release();
  await expect(gameWindow).toHaveURL(gamePageAddress('GPJL', first.game_code));
  await new GameWindow(gameWindow).expectGame(englishName(first));
  expect(play1.count()).toBe(1);

  // The member closes the game window: the main window's watch sees it and quits (forced quit).
  const quit = launcher.quitDone();
  await gameWindow.close();
  await quit;
  expect((await sandboxGames.member(member.member_account)).is_playing).toBe(0);
});

test('a game in maintenance shows the 203 dialog with its times and closes the blank window', async ({ page }, testInfo) => {
  const member = await loginThroughApi();
  const jili = await providerName('GPJL', 'window', testInfo);
  const [game] = await slotGames('GPJL', testInfo, member);
  const name = englishName(game);
  const window203 = { start_at: '2020-01-01T12:00:00.000Z', end_at: '2035-06-30T12:00:00.000Z' };
  await sandboxGames.maintenance({ gp_id: 'GPJL', maintenance: true, ...window203, title: { en_US: 'JILI upgrade' } });

  await startAsMember(page, member);
  const hall = new GameHallPage(page);
  await hall.open(SLOTS, 'Slots', '?gp_id=GPJL');
  await expect(hall.providerTab(`${jili} (Maintenance)`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('note')).toHaveText(`${jili} is under maintenance: its games cannot be started until it ends.`);

  const launcher = new GameLauncher(page);
  const opened = launcher.nextWindow();
  await hall.game(name).click();
  const blank = await opened;
  const dialog = launcher.maintenanceDialog('JILI upgrade');
  await expect(dialog).toBeVisible();
  await expect.poll(() => blank.isClosed()).toBe(true);
  // Both ends in the member's language on the site's clock (America/Caracas, shell-and-public.md §4),
  // whatever the browser's own zone: the browser's formatting of the same times in that zone.
  const [start, end] = await page.evaluate(
    (times) =>
      [times.start_at, times.end_at].map((iso) =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Caracas' }).format(new Date(iso)),
      ),
    window203,
  );
  await expect(dialog).toContainText(`This game is under maintenance from ${start} to ${end}. Please come back later.`);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('maintain_interval') ?? 'null'))).toEqual(window203);
  expect((await sandboxGames.member(member.member_account)).is_playing).toBe(0);

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(page.context().pages()).toHaveLength(1);
});

test('a visitor clicking a window game is asked to log in, and the game opens after the login', async ({ page, context }, testInfo) => {
  await providerName('GPJL', 'window', testInfo);
  const [game] = await slotGames('GPJL', testInfo);
  const name = englishName(game);
  const hall = new GameHallPage(page);
  await hall.open(SLOTS, 'Slots', '?gp_id=GPJL');
  const launcher = new GameLauncher(page);
  const auth = new AuthModal(page);

  await hall.game(name).click();
  await expect(launcher.loginConfirm).toBeVisible();
  await launcher.loginConfirm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(auth.loginForm).toBeVisible();
  await auth.login('player_rmb', SEED_PASSWORD);
  await auth.expectLoggedIn('player_rmb');

  // The login call came between the click and now, so no popup was tried: the game asks for a click.
  await expect(launcher.readyDialog).toContainText(`Open ${name} in a new window?`);
  expect(context.pages()).toHaveLength(1);
  const opened = launcher.nextWindow();
  await launcher.readyDialog.getByRole('button', { name: 'Play', exact: true }).click();
  const gameWindow = await opened;
  await expect(gameWindow).toHaveURL(gamePageAddress('GPJL', game.game_code));
  await new GameWindow(gameWindow).expectGame(name);
  await expect(launcher.readyDialog).toBeHidden();
});

test('a visitor clicking a Playtech game logs in and the game starts at once: a modal (desktop) or the tab (iPhone)', async ({
  page,
  context,
}, testInfo) => {
  await providerName('GPPT', 'modal', testInfo);
  const [game] = await slotGames('GPPT', testInfo);
  const name = englishName(game);
  const hall = new GameHallPage(page);
  await hall.open(SLOTS, 'Slots', '?gp_id=GPPT');
  const launcher = new GameLauncher(page);
  const auth = new AuthModal(page);

  await hall.game(name).click();
  await launcher.loginConfirm.getByRole('button', { name: 'Log in', exact: true }).click();
  await auth.login('player_rmb', SEED_PASSWORD);

  if (isMobile(testInfo)) {
    // Playtech is on the iOS list: on an iPhone the game replaces the tab (redirect), no popup.
    await expect(page).toHaveURL(gamePageAddress('GPPT', game.game_code));
    await new GameWindow(page).expectGame(name);
  } else {
    const modal = launcher.gameModal(name);
    await expect(modal).toBeVisible();
    await new GameWindow(modal.getByTitle(`Game: ${name}`, { exact: true }).contentFrame()).expectGame(name);
  }
  expect(context.pages()).toHaveLength(1);
  await expect(launcher.readyDialog).toHaveCount(0);
});

test('a banner game link launches its provider in the game window', async ({ page }, testInfo) => {
  const title = 'R8 Slot Tournament';
  const useType = isMobile(testInfo) ? 2 : 0;
  const banner = (await siteApi.banners(useType)).find((b) => b.title === title);
  expect(banner).toMatchObject({ link_type: 2, game_link_parameter: { gp_id: 'GPR8', gt_id: SLOTS } });
  await providerName('GPR8', 'window', testInfo);
  await sandbox.showOnlyBanner(title);
  const member = await loginThroughApi();
  await startAsMember(page, member);

  const home = new HomePage(page);
  await home.open();
  const launcher = new GameLauncher(page);
  const opened = launcher.nextWindow();
  await launcher.bannerGame(title).first().click();
  const gameWindow = await opened;
  await expect(gameWindow).toHaveURL(gamePageAddress('GPR8'));
  const slot = new GameWindow(gameWindow);
  await expect(gameWindow.getByText('Provider: R8 Gaming', { exact: true })).toBeVisible();
  await expect(slot.spinButton).toBeEnabled();
  expect((await sandboxGames.member(member.member_account)).playing_game).toMatchObject({ gp_id: 'GPR8', game_type: SLOTS });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a modal game (Playtech) opens over the hall and its lobby link quits back to the lobby', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'a phone opens games in a window (or the tab on an iPhone): no modal');
  const member = await loginThroughApi();
  await providerName('GPPT', 'modal', testInfo);
  const [game] = await slotGames('GPPT', testInfo, member);
  const name = englishName(game);
  const hall = await memberInHall(page, member, 'GPPT', name);
  const launcher = new GameLauncher(page);

  await hall.game(name).click();
  const modal = launcher.gameModal(name);
  await expect(modal).toBeVisible();
  const slot = new GameWindow(modal.getByTitle(`Game: ${name}`, { exact: true }).contentFrame());
  await slot.expectGame(name);
  expect(await slot.spin()).toMatch(/^You win /);
  await expect(launcher.headerBalance).toHaveText(money((await sandboxGames.member(member.member_account)).cash));

  // The game's own link targets the top window: the tab goes to /close, which quits and returns home.
  const quit = launcher.quitDone();
  await slot.backToLobby.click();
  await quit;
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(modal).toHaveCount(0);
  expect((await sandboxGames.member(member.member_account)).is_playing).toBe(0);
});

test('a page game (Pragmatic Play) plays in /play and its Back to lobby quits', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'a phone opens games in a window (or the tab on an iPhone): no /play');
  const member = await loginThroughApi();
  await providerName('GPPL', 'page', testInfo);
  const [game] = await slotGames('GPPL', testInfo, member);
  const name = englishName(game);
  const hall = await memberInHall(page, member, 'GPPL', name);
  const launcher = new GameLauncher(page);

  await hall.game(name).click();
  await expect(page).toHaveURL(/\/play$/);
  const play = new PlayPage(page);
  await expect(play.heading(name)).toBeVisible();
  await play.game(name).expectGame(name);
  expect(page.context().pages()).toHaveLength(1);

  const quit = launcher.quitDone();
  await play.backToLobby.click();
  await quit;
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect((await sandboxGames.member(member.member_account)).is_playing).toBe(0);
});

test('the sport view sizes its iframe from S001 and ignores forged messages from anywhere else', async ({ page }) => {
  const sport = new SportView(page);
  await sport.open();
  // The first S001 (on load) replaces the default height with the page's own.
  await expect.poll(async () => (await sport.height()) === `${await sport.contentHeight()}px`).toBe(true);
  const sized = await sport.height();

  await sport.recordMessages();
  const sandboxOrigin = `http://127.0.0.1:${SANDBOX_PORT}`;
  // The site's own window; a frame of the site's origin; a frame of the sport page's origin that is
  // not the sport iframe; a window of another origin (localhost is not 127.0.0.1).
  await sport.forgeFromPage(4321);
  await sport.forgeFromFrame('about:blank', 4322);
  await sport.forgeFromFrame(`${sandboxOrigin}/games/static/game-pages.css`, 4323);
  await sport.forgeFromWindow(`http://localhost:${SANDBOX_PORT}/games/static/game-pages.css`, 4324);
  // Each reached the page, so the view has decided on each; two frames later its height is still its own.
  await expect.poll(() => sport.seenHeights()).toEqual(expect.arrayContaining([4321, 4322, 4323, 4324]));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(await sport.height()).toBe(sized);

  // The sport page's own S001 still sizes it: more matches, a taller frame.
  await sport.showMore.click();
  await expect.poll(() => sport.height()).not.toBe(sized);
  await expect.poll(async () => (await sport.height()) === `${await sport.contentHeight()}px`).toBe(true);
  expect(parseInt(await sport.height(), 10)).toBeGreaterThan(parseInt(sized, 10));
});

test('a game button of the sport page (U003) launches its game after a click of the member', async ({ page }) => {
  const member = await loginThroughApi();
  await startAsMember(page, member);
  const sport = new SportView(page);
  await sport.open();
  const button = sport.gameButton('R8 Gaming');
  const name = await sport.gameOf(button);
  const launcher = new GameLauncher(page);

  // The message comes without a click of the site's page: a window game asks for one first.
  await button.click();
  await expect(launcher.readyDialog).toContainText(`Open ${name} in a new window?`);
  expect(page.context().pages()).toHaveLength(1);
  const opened = launcher.nextWindow();
  await launcher.readyDialog.getByRole('button', { name: 'Play', exact: true }).click();
  const gameWindow = await opened;
  await expect(gameWindow).toHaveURL(gamePageAddress('GPR8'));
  await new GameWindow(gameWindow).expectGame(name);
  expect((await sandboxGames.member(member.member_account)).playing_game).toMatchObject({ gp_id: 'GPR8' });
});
