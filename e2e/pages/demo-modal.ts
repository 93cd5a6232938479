import type { Locator, Page } from '@playwright/test';

/** The "Demo games" dialog of home: game-type tabs, providers, games and their demo buttons. */
export class DemoModal {
  readonly dialog: Locator;
  readonly types: Locator;
  readonly providerGroup: Locator;
  readonly providers: Locator;
  readonly games: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Demo games' });
    this.types = this.dialog.getByRole('tablist', { name: 'Game types' }).getByRole('tab');
    this.providerGroup = this.dialog.getByRole('group', { name: 'Providers' });
    this.providers = this.providerGroup.getByRole('button');
    this.games = this.dialog.getByRole('list', { name: 'Games' }).getByRole('listitem');
  }

  provider(name: string): Locator {
    return this.providerGroup.getByRole('button', { name, exact: true });
  }

  /** The "Play the demo of {name}" button of a game. */
  playButton(gameName: string): Locator {
    return this.dialog.getByRole('button', { name: `Play the demo of ${gameName}`, exact: true });
  }

  /** Every game's play button. */
  get playButtons(): Locator {
    return this.dialog.getByRole('button', { name: /^Play the demo of / });
  }
}
