import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * The sandbox's game page (docs/sandbox.md "Game page"): a slot a member plays, on the sandbox's
 * own origin. It is the game window (a popup page), the tab itself after a redirect launch, or the
 * iframe of the game modal and /play (a FrameLocator).
 */
export class GameWindow {
  readonly balance: Locator;
  readonly bet: Locator;
  readonly spinButton: Locator;
  /** The result of the last spin: "You win …!" or "No win this time." */
  readonly result: Locator;
  readonly error: Locator;
  /** Leads to play1's lobby_url (the site's /close), in the top window. */
  readonly backToLobby: Locator;

  constructor(
    readonly root: Page | FrameLocator,
    names: { balance: string; back: string } = { balance: 'Balance', back: 'Back to lobby' },
  ) {
    this.balance = root.getByRole('status', { name: names.balance });
    this.bet = root.getByLabel('Bet', { exact: true });
    this.spinButton = root.getByRole('button', { name: 'Spin', exact: true });
    this.result = root.getByText(/^(You win .+!|No win this time\.)$/);
    this.error = root.getByRole('alert');
    this.backToLobby = root.getByRole('link', { name: names.back, exact: true });
  }

  /** The game's name, the page's heading. */
  heading(name: string): Locator {
    return this.root.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The page shows this game, ready to spin. */
  async expectGame(name: string): Promise<void> {
    await expect(this.heading(name)).toBeVisible();
    await expect(this.spinButton).toBeEnabled();
  }

  /** One spin of the chosen bet; resolves with the result's text once the answer is shown. */
  async spin(): Promise<string> {
    const before = await this.balance.textContent();
    await this.spinButton.click();
    await expect(this.result).toBeVisible();
    // Every spin moves the balance (no multiplier is 1): the answer is on screen once it changed.
    await expect(this.balance).not.toHaveText(before ?? '');
    await expect(this.error).toBeHidden();
    return (await this.result.textContent()) ?? '';
  }
}

/**
 * A visitor's demo of the sandbox slot (docs/sandbox.md "Demo game page"): the same page on demo
 * credit, marked "Demo", whose way back is "Back to the site".
 */
export class DemoGameWindow extends GameWindow {
  /** The "Demo" mark beside the game's name. */
  readonly demoMark: Locator;

  constructor(root: Page | FrameLocator) {
    super(root, { balance: 'Demo credit', back: 'Back to the site' });
    this.demoMark = root.getByText('Demo', { exact: true });
  }
}

/** The address of a visitor's demo page of one game (the sandbox's own origin). */
export function demoPageAddress(gpId: string, gameCode: string): RegExp {
  const code = encodeURIComponent(gameCode).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^http://127\\.0\\.0\\.1:\\d+/demo-games/${gpId}/${code}\\?session=[^&]+&lang=en_US$`);
}

/** The address of a sandbox game page of one provider (and game code, when given). */
export function gamePageAddress(gpId: string, gameCode?: string): RegExp {
  const code = gameCode ? encodeURIComponent(gameCode).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '[^/?]+';
  return new RegExp(`^http://127\\.0\\.0\\.1:\\d+/games/${gpId}/${code}\\?session=[^&]+&lang=en_US$`);
}
