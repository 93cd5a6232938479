import type { Locator, Page } from '@playwright/test';
import { GameWindow } from './game-window';
import { ShellPage } from './shell-page';

/** /play of mf_games: a game launched in page mode, in an iframe, with the site's way back to the lobby. */
export class PlayPage extends ShellPage {
  readonly backToLobby: Locator;

  constructor(page: Page) {
    super(page);
    this.backToLobby = page.getByRole('button', { name: 'Back to lobby', exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The iframe of the game, titled "Game: {name}". */
  frame(name: string): Locator {
    return this.page.getByTitle(`Game: ${name}`, { exact: true });
  }

  /** The game page inside the iframe. */
  game(name: string): GameWindow {
    return new GameWindow(this.frame(name).contentFrame());
  }
}
