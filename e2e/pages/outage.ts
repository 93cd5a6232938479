import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { HomePage } from './home-page';

export type OutageMode = '404' | 'hang' | 'throwing entry';
export const OUTAGE_MODES: readonly OutageMode[] = ['404', 'hang', 'throwing entry'];

/**
 * One remote's files made to fail as a bad deploy or a bad network would: every file 404, every
 * request left unanswered, or an entry script that throws when it runs. `end()` brings the files back.
 */
export class RemoteOutage {
  private readonly pattern: string;
  private readonly held: Route[] = [];

  constructor(
    private readonly page: Page,
    /** The remote's folder in the release, e.g. `mf-games`. */
    folder: string,
    private readonly mode: OutageMode,
  ) {
    this.pattern = `**/remotes/${folder}/**`;
  }

  async start(): Promise<void> {
    await this.page.route(this.pattern, async (route) => {
      if (this.mode === '404') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      if (this.mode === 'hang') {
        this.held.push(route);
        return undefined;
      }
      if (new URL(route.request().url()).pathname.endsWith('/remoteEntry.js')) {
        return route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("entry broke on purpose (e2e outage)");' });
      }
      return route.continue();
    });
  }

  async end(): Promise<void> {
    await this.page.unroute(this.pattern);
    // Requests held by a hang are answered as failed: the page gave up on them long ago.
    for (const route of this.held.splice(0)) await route.abort('timedout').catch(() => undefined);
  }
}

/** What the shell shows when a remote is out: its area's fallback, or a host's message. */
export class OutagePage extends HomePage {
  /** The fallback a page's remote shows in its own area. */
  fallbackOf(remote: string): Locator {
    return this.page.getByRole('alert').and(this.page.locator(`.remote-fallback[data-remote="${remote}"]`));
  }

  /** The message a site-wide host (login, launcher, member notices) shows when its remote is out. */
  hostFailureOf(remote: string): Locator {
    return this.page.getByRole('alert').and(this.page.locator(`.host-failure[data-remote="${remote}"]`));
  }

  retryIn(area: Locator): Locator {
    return area.getByRole('button', { name: 'Retry' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true }).first();
  }

  /** Another remote still answers: the login modal (mf_auth) opens and closes. */
  async expectLoginModalWorks(): Promise<void> {
    await this.loginButton.click();
    await expect(this.loginDialog).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(this.loginDialog).toBeHidden();
  }
}
