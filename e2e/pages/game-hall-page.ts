import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell-page';

/**
 * The game hall of mf_games (/gameHall/:id, docs/games.md "Game lists"): provider tabs, list tabs,
 * the list shown with its game tiles and, for a member, their favourite toggles.
 */
export class GameHallPage extends ShellPage {
  readonly search: Locator;

  constructor(page: Page) {
    super(page);
    this.search = page.getByRole('searchbox', { name: 'Search games' });
  }

  /** Opens a hall (a game type id, e.g. 2 slots) and waits for its title; `query` is the address's search, e.g. `?gp_id=GPJL`. */
  async open(gtId: number, title: string, query = ''): Promise<void> {
    await this.goto(`/gameHall/${gtId}${query}`);
    await expect(this.title(title)).toBeVisible();
  }

  /** Goes from home to a hall as a player does: the header's entry on desktop, the game types on a phone. */
  async openFromHome(entry: string, title: string): Promise<void> {
    await this.goto('/');
    await this.expectChrome();
    await this.navigateTo(entry);
    await expect(this.title(title)).toBeVisible();
  }

  /** The hall's title: the type's name. */
  title(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  providerTab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  listTab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The games of the list tab shown, named by its title ("All games", "Favourites"…). */
  list(name: string): Locator {
    return this.page.getByRole('list', { name, exact: true });
  }

  /** A game's tile: the button named after the game that launches it. */
  game(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** A member's favourite toggle of a game (aria-pressed). */
  favourite(name: string): Locator {
    return this.page.getByRole('button', { name: `Favourite: ${name}`, exact: true });
  }

  async chooseProvider(name: string): Promise<void> {
    await this.providerTab(name).click();
    await expect(this.providerTab(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** Shows a list tab that has games. */
  async chooseList(name: string): Promise<void> {
    await this.listTab(name).click();
    await expect(this.listTab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.list(name)).toBeVisible();
  }

  /** Marks or unmarks a favourite and waits until the server stored it (the toggle is busy meanwhile). */
  async toggleFavourite(name: string, pressed: boolean): Promise<void> {
    const toggle = this.favourite(name);
    const stored = this.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/arks/web/member-games/favorite/store');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(pressed));
    await stored;
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  }
}
