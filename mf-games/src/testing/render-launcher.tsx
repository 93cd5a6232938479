import { act, waitFor } from '@testing-library/react';
import { launchGame } from '@casino/mf-shared';
import type { GameLaunchOutcome, GameLaunchRequest, LaunchGameOptions, Locale, SiteConfig } from '@casino/contracts';
import { createFakeSandbox, LocationProbe, renderRemote, type FakeSandbox } from '@casino/mf-shared/testing';
import GameLauncherHost from '../expose/game-launcher-host';
import { launcherHandlers } from './launcher-sandbox';

/** A browser window as the launcher sees it (the /loading placeholder, then the game). */
export interface FakeWindow {
  closed: boolean;
  opener: unknown;
  close: jest.Mock;
  focus: jest.Mock;
  location: { href: string; replace: jest.Mock };
}

export function fakeWindow(): FakeWindow {
  const win: FakeWindow = {
    closed: false,
    opener: {},
    close: jest.fn(() => void (win.closed = true)),
    focus: jest.fn(),
    location: { href: '/loading', replace: jest.fn() },
  };
  return win;
}

export interface RenderLauncherOptions {
  width?: number;
  loggedIn?: boolean;
  demoMode?: boolean;
  config?: Partial<SiteConfig>;
  locale?: Locale;
  sandbox?: FakeSandbox;
  /** What window.open gives: a fake window (default), or null for a blocked popup. */
  popup?: FakeWindow | null;
}

/**
 * The launcher host as the shell mounts it (beside the routes, so it stays through navigations),
 * with the launcher's sandbox calls, window.open answering a fake window, and a way to launch as a
 * click would. Resolves once the host listens.
 */
export async function renderLauncher(options: RenderLauncherOptions = {}) {
  const sandbox = options.sandbox ?? createFakeSandbox(launcherHandlers());
  const popup = options.popup === undefined ? fakeWindow() : options.popup;
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const rendered = await renderRemote(
    <>
      <GameLauncherHost />
      <LocationProbe />
    </>,
    {
      fetch: sandbox.fetch,
      width: options.width ?? 1280,
      ...(options.loggedIn === false ? {} : { loggedIn: true }),
      ...(options.demoMode ? { demoMode: true } : {}),
      ...(options.config ? { config: options.config } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
  );
  const { store } = rendered;
  await waitFor(() => expect(store.game.launcherReady).toBe(true));

  /** Launches as a click handler would; `opened` is what window.open had done when launchGame returned. */
  function launch(request: Partial<GameLaunchRequest> & { gpId: string }, launchOptions?: LaunchGameOptions) {
    let outcome!: Promise<GameLaunchOutcome>;
    act(() => {
      outcome = launchGame(store, { gtId: 2, gameCode: `${request.gpId}-001`, source: 'test', ...request }, launchOptions);
    });
    return { outcome, openedInClick: open.mock.calls.length };
  }

  /** Lets the calls in flight answer. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  /** The providers' open modes are known (the host reads them when it mounts). */
  async function modesKnown() {
    await waitFor(() => expect(sandbox.hits('/v3/game_list')).toBe(1));
    await settle();
  }

  return { ...rendered, sandbox, popup, open, launch, settle, modesKnown };
}
