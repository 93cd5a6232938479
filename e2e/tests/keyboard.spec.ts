import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';
import { Keyboard } from '../pages/keyboard';
import { sandbox } from '../pages/sandbox';

// Issue 7, "Quality bar": the home pop-up and the login modal are opened, used and closed with the
// keyboard alone at 1280 px (project desktop) and 390 px (project mobile), and focus returns where
// it was. Escape closing the pop-up on a phone is defect 7b.

test.beforeEach(async () => {
  await sandbox.reset();
});

test('the home pop-up takes focus, keeps Tab inside, and closes with Escape', async ({ page }) => {
  const home = new HomePage(page);
  const keyboard = new Keyboard(page);
  await home.open();
  await expect(home.popup).toBeVisible();
  await keyboard.expectFocusInside(home.popup);
  await keyboard.expectTabTrappedIn(home.popup);

  await page.keyboard.press('Escape');
  await expect(home.popup).toBeHidden();

  // The history dialog of the same page, opened from its button: focus comes back to the button.
  await keyboard.tabTo(home.historyButton);
  await page.keyboard.press('Enter');
  const history = page.getByRole('dialog', { name: 'Announcement history' });
  await expect(history).toBeVisible();
  await keyboard.expectFocusInside(history);
  await keyboard.expectTabTrappedIn(history, 4);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(home.historyButton).toBeFocused();
});

test('the login modal opens from the header with the keyboard, takes typing, and gives focus back on Escape', async ({ page }) => {
  const home = new HomePage(page);
  const keyboard = new Keyboard(page);
  await home.open();
  // The pop-up is the first thing a visitor meets: Escape it first.
  await expect(home.popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(home.popup).toBeHidden();

  const logIn = page.getByRole('button', { name: 'Log in', exact: true }).first();
  await keyboard.tabTo(logIn);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Welcome' });
  await expect(modal).toBeVisible();
  await keyboard.expectFocusInside(modal);

  const account = modal.getByLabel('Account');
  await keyboard.tabTo(account);
  await page.keyboard.type('player_rmb');
  await expect(account).toHaveValue('player_rmb');
  await keyboard.expectTabTrappedIn(modal);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(logIn).toBeFocused();
});
