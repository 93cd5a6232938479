import { expect, test } from '../pages/test';
import { sandbox } from '../pages/sandbox';
import { DemoModal } from '../pages/demo-modal';
import { DemoGameWindow, demoPageAddress } from '../pages/game-window';
import { HomePage } from '../pages/home-page';
import { siteApi } from '../pages/site-api';

// Issue 22, "A visitor can play": the home page's demo opens a playable slot on demo credit, on the
// provider's own origin (the sandbox's), with the game's and the provider's names, no internal
// codes, "Demo" marked, and a way back to the site. Desktop (1280) and mobile (390) projects.

// Seeded content: an earlier test of this worker may have emptied the pop-up or the demo list.
test.beforeEach(() => sandbox.reset());

test('a visitor opens a demo from home, spins on demo credit and goes back to the site', async ({ page, context }, testInfo) => {
  const device = testInfo.project.name === 'mobile' ? 1 : 0;
  const slots = (await siteApi.demoTypes(device)).find((type) => type.gt_id === 2);
  const provider = slots?.gp_list.find((p) => p.gp_id === 'GPR8');
  expect(provider).toBeDefined();
  const game = (await siteApi.demoGames('GPR8', 2, device))[0]!;

  const home = new HomePage(page);
  await home.open();
  await home.closePopup();
  await home.demoButton.click();
  const demo = new DemoModal(page);
  await demo.provider(provider!.gp_name).click();
  const opened = context.waitForEvent('page');
  await demo.playButton(game.game_name).click();
  const tab = await opened;
  await expect(tab).toHaveURL(demoPageAddress(game.gp_id, game.game_code));

  const slot = new DemoGameWindow(tab);
  await slot.expectGame(game.game_name);
  await expect(tab.getByText(`Provider: ${provider!.gp_name}`)).toBeVisible();
  await expect(slot.demoMark).toBeVisible();
  await expect(slot.balance).toHaveText('2,000.00');
  // Nothing a player should not read: no provider or game code, no currency code on play money.
  const text = await tab.locator('body').innerText();
  for (const code of [game.gp_id, game.game_code, 'RMB']) expect(text).not.toContain(code);

  // The first spin of a demo wins double, the second loses: the credit moves both ways.
  await slot.bet.selectOption('10');
  expect(await slot.spin()).toBe('You win 20.00 demo credit!');
  await expect(slot.balance).toHaveText('2,010.00');
  expect(await slot.spin()).toBe('No win this time.');
  await expect(slot.balance).toHaveText('2,000.00');

  // Back to the site: the page that opened the demo.
  await slot.backToLobby.click();
  await expect(tab).toHaveURL(new URL('/', page.url()).href);
  await expect(new HomePage(tab).demoButton).toBeVisible();
});
