import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { ShellPage } from './shell-page';

/** The launcher's refusal texts (mf-games launcher.*, en_US): pg.alert_starting, pg.alert_quitting. */
export const REFUSAL = {
  starting: 'A game is starting, please wait.',
  quitting: 'A game is closing, please wait.',
} as const;

/** A call of this page held in the browser until the test releases it. */
export interface HeldCall {
  /** Resolves when the page sent the first one. */
  arrived: Promise<void>;
  release: () => void;
  /** How many the page sent so far. */
  count: () => number;
}

const isCall = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`;

/**
 * The game launcher as the member sees it on the site's page (docs/games.md "Launching and
 * quitting"): the dialogs it shows, its refusals (toasts), the game window it opens, and the
 * calls that mark its steps (play1, leave1).
 */
export class GameLauncher extends ShellPage {
  /** mf-auth's "Please log in first" (proxy.please_login_title) for a visitor's game. */
  readonly loginConfirm: Locator;
  /** "Your game is ready" with Play: a window game asked for without a click (after a login, from the sport page). */
  readonly readyDialog: Locator;
  /** The header's balance (the wallet), which real-time member.cash events update. */
  readonly headerBalance: Locator;

  constructor(page: Page) {
    super(page);
    this.headerBalance = page.getByRole('status', { name: 'Balance' });
    this.loginConfirm = page.getByRole('dialog', { name: 'Please log in first' });
    this.readyDialog = page.getByRole('dialog', { name: 'Your game is ready' });
  }

  /** The maintenance dialog of play1's 203, titled by the server's title. */
  maintenanceDialog(title = 'Game under maintenance'): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** A modal-mode game: the dialog named by the game. */
  gameModal(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** A home banner whose link is a game (link_type 2): a button "Play {title}". */
  bannerGame(title: string): Locator {
    return this.page
      .getByRole('region', { name: /banners/i })
      .first()
      .getByRole('button', { name: `Play ${title}`, exact: true });
  }

  /** A refusal or failure said in a toast. */
  toastSaying(text: string): Locator {
    return this.toast.filter({ hasText: text });
  }

  /** The next page this context opens (the game window: a popup on desktop, a new tab on a phone). */
  nextWindow(): Promise<Page> {
    return this.page.context().waitForEvent('page');
  }

  /**
   * Holds this page's calls to an API path (e.g. '/member/game/play1') until `release()`, so the
   * step waiting for the answer (starting, quitting) lasts exactly as long as the test needs: a
   * fixed server delay races with a click that a busy machine takes seconds to deliver.
   */
  async hold(path: string): Promise<HeldCall> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let count = 0;
    await this.page.route(
      (url) => url.pathname === `/api${path}`,
      async (route) => {
        count += 1;
        arrive();
        await released;
        await route.continue();
      },
    );
    return { arrived, release, count: () => count };
  }

  /**
   * The quit step ended: leave1 answered and the member's layout is asked again, which the
   * launcher does right after it lowers the quitting flag (game-launcher-store quit()).
   */
  async quitDone(): Promise<void> {
    const layout = this.page.waitForRequest(isCall('/member/profile/common/layout'));
    const left = await this.page.waitForResponse((response) => isCall('/member/game/leave1')(response.request()));
    expect(left.ok()).toBe(true);
    await layout;
  }
}
