import { action, makeObservable, observableRef } from 'mobx';
import { isRequestError, sendWindowTo, supportDevice, windowAddress, type KeyValueStorage, type RootStore } from '@casino/mf-shared';
import {
  FORCED_QUIT_POLL_MS,
  GAME_MAINTENANCE_CODE,
  MAINTAIN_INTERVAL_KEY,
  QUIT_FLAG_TIMEOUT_MS,
  TRANSFER_DISABLED_CODE,
  type GameLaunchCommand,
  type GameLaunchOutcome,
  type GameLaunchRequest,
  type GameOpenMode,
  type WaitingWindow,
} from '@casino/contracts';
import { postLeave } from '../api/post-leave';
import { postPlay } from '../api/post-play';
import type { LaunchEnvironment } from '../lib/launch-environment';
import { isSameGame, refusalOf } from '../lib/launch-rules';
import { readInterval, readMaintenance, type MaintenanceNotice } from '../lib/maintenance';
import { needsWindow, resolveOpenMode } from '../lib/open-mode';
import { refusalText, type Translate } from '../lib/refusal-text';
import { ProviderModes } from './provider-modes';

/** What the launcher needs of the page, given by its component (tests give stand-ins). */
export interface LauncherEnvironment {
  t: Translate;
  /** In-app paths under the locale (page mode → /play); external addresses with `external` (redirect mode). */
  navigate: (target: string, options?: { external?: boolean }) => void;
  /** The page's address: the URL policy's base. */
  pageHref: () => string;
  /** Absolute address of the site's /close under the current locale: play1's lobby_url. */
  lobbyUrl: () => string;
  device: () => LaunchEnvironment;
  localStorage: KeyValueStorage;
}

/** A game shown in the in-page modal (modal mode). */
export interface ModalGame {
  url: string;
  title: string;
}

/**
 * A start that needs a click of the member's own: the game needs a window but no click is
 * running (after a login, from the sport view's message), or a game address arrived while no
 * game window was open. The dialog's button opens the window inside its click.
 */
export interface ClickNeeded {
  request: GameLaunchRequest;
  respond?: (outcome: GameLaunchOutcome) => void;
}

type Answer = (outcome: GameLaunchOutcome) => void;

/**
 * Starts and quits games (member-and-account.md §4 "Game launch", "Quit", §5, §8): the start
 * rejections, the open mode, play1 and its answer (the game's address into its window, the
 * modal, /play or the whole tab; 203's maintenance dialog; the server's text otherwise), leave1
 * with the 30 s quitting limit, and the forced quit that waits for the game window to close.
 * The flags live in rootStore.game, where the header and the wallet read them.
 */
export class GameLauncherStore {
  maintenance: MaintenanceNotice | null = null;
  modalGame: ModalGame | null = null;
  clickNeeded: ClickNeeded | null = null;
  private readonly modes: ProviderModes;
  /** The game window this page opened last, watched until it is closed. */
  private gameWindow: WaitingWindow | null = null;
  private watcher: ReturnType<typeof setInterval> | null = null;
  private quitting: Promise<void> | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly env: LauncherEnvironment,
  ) {
    this.modes = new ProviderModes(root);
    makeObservable<GameLauncherStore, 'showMaintenance' | 'showModal' | 'askForClick'>(this, {
      maintenance: observableRef,
      modalGame: observableRef,
      clickNeeded: observableRef,
      showMaintenance: action,
      showModal: action,
      askForClick: action,
      closeMaintenance: action,
      closeModal: action,
      cancelClick: action,
      confirmClick: action,
      reset: action,
    });
  }

  private get t(): Translate {
    return this.env.t;
  }

  private get member(): boolean {
    return this.root.session.isLoggedIn && !this.root.session.isDemo;
  }

  /**
   * Serves the bus while the host is mounted: game:launch (synchronously, inside the sender's
   * click), game:before-quit (the forced quit), realtime:game-url, and the logout. Returns the
   * function that stops.
   */
  listen(): () => void {
    const { bus, game } = this.root;
    const offs = [
      bus.on('game:launch', (command) => this.handle(command)),
      bus.on('game:before-quit', () => this.forcedQuit()),
      bus.on('realtime:game-url', ({ url }) => this.loadUrl(url)),
      bus.on('session:logged-out', () => this.reset()),
    ];
    game.setLauncherReady(true);
    // The providers' open modes, so a click finds them without waiting (the host loads when idle).
    void this.modes.load();
    return () => {
      offs.forEach((off) => off());
      game.setLauncherReady(false);
      this.stopWatching();
    };
  }

  /**
   * One launch. Everything up to the window runs synchronously: the command arrives inside the
   * member's click (launchGame), the only moment a popup may open.
   */
  handle(command: GameLaunchCommand): void {
    const { waitingWindow = null, inClick = false, canOpenWindow = false, respond, ...request } = command;
    const answer: Answer = (outcome) => respond?.(outcome);
    const { game, site, session, layout, member } = this.root;
    const launched = game.launched;
    const reason = refusalOf({
      demoSite: site.demoMode,
      loggedIn: session.isLoggedIn,
      siteClosed: site.config.flags.siteClosed,
      starting: game.starting,
      quitting: game.quitting,
      sameGameOpen: Boolean(launched?.mode === 'window' && isSameGame(launched, request) && this.windowOpen()),
      isDesktop: layout.isDesktop,
      playing: member.layout?.isPlaying ?? false,
      transferringBack: game.transferringBack,
    });
    if (reason) {
      if (waitingWindow) this.closeWindow(waitingWindow);
      // The game already open comes forward (cross-origin windows still take focus()).
      if (reason === 'duplicate') (this.gameWindow as { focus?: () => void } | null)?.focus?.();
      if (reason === 'login-required') {
        this.root.bus.emit('auth:open', { tab: 'login', confirmFirst: true, target: { kind: 'game', request } });
      } else {
        const text = refusalText(this.t, reason);
        if (text) this.root.notifier.info(text);
      }
      answer({ status: 'refused', reason });
      return;
    }

    const providerMode = request.openMode ?? this.modes.get(request.gpId);
    const mode = this.modeOf(request.gpId, providerMode);
    let win = waitingWindow;
    if (!win && canOpenWindow && needsWindow(mode)) {
      // A new window starts with a copy of this tab's session storage (see launchGame).
      game.setLaunched(null);
      win = this.root.windows.openWaiting('gameWindow');
    }
    if (win) this.gameWindow = win;
    game.setStarting(true);
    void this.start(request, { mode, known: providerMode !== undefined || this.modes.known, win, inClick }, answer);
  }

  private modeOf(gpId: string, providerMode: GameOpenMode | undefined): GameOpenMode {
    const { flags } = this.root.site.config;
    return resolveOpenMode(gpId, providerMode, this.env.device(), flags).mode;
  }

  private async start(
    request: GameLaunchRequest,
    plan: { mode: GameOpenMode; known: boolean; win: WaitingWindow | null; inClick: boolean },
    answer: Answer,
  ): Promise<void> {
    const { game } = this.root;
    let { mode, win } = plan;
    if (!plan.known) {
      await this.modes.load();
      mode = this.modeOf(request.gpId, request.openMode ?? this.modes.get(request.gpId));
    }
    if (!needsWindow(mode) && win) {
      this.closeWindow(win);
      win = null;
    }
    if (needsWindow(mode) && !win) {
      game.setStarting(false);
      if (plan.inClick) {
        // Tried inside the click and refused: the browser blocks this site's pop-ups.
        const message = this.t('launcher.popupBlocked');
        this.root.notifier.error(message);
        answer({ status: 'failed', message });
      } else {
        this.askForClick({ request, respond: answer });
      }
      return;
    }

    let url: string | undefined;
    try {
      const answerData = await postPlay(this.root.api, {
        gp_id: request.gpId,
        game_type: request.gtId,
        game_code: request.gameCode ?? '',
        ...(request.house !== undefined ? { house: request.house } : {}),
        lobby_url: this.env.lobbyUrl(),
        device: supportDevice(this.root.layout),
        ...(request.extra ? { extra: request.extra } : {}),
      });
      url = answerData?.url;
    } catch (error) {
      this.failed(error, win, answer);
      return;
    }

    const address = windowAddress(url, this.env.pageHref());
    if (!address || (win && !sendWindowTo(win, address, this.env.pageHref()))) {
      this.failed(null, win, answer);
      return;
    }
    game.setLaunched({
      gpId: request.gpId,
      gtId: request.gtId,
      mode,
      url: address,
      ...(request.gameCode !== undefined ? { gameCode: request.gameCode } : {}),
      ...(request.gameName !== undefined ? { gameName: request.gameName } : {}),
    });
    game.setStarting(false);
    if (mode === 'window' && win) this.watchWindow(win);
    else if (mode === 'modal') this.showModal({ url: address, title: request.gameName ?? request.gpId });
    else if (mode === 'page') this.env.navigate('/play');
    else if (mode === 'redirect') this.env.navigate(address, { external: true });
    answer({ status: 'started' });
  }

  /** A refused start: the window closes, the flags are reset, 203 shows the maintenance dialog, anything else its message. */
  private failed(error: unknown, win: WaitingWindow | null, answer: Answer): void {
    if (win) this.closeWindow(win);
    this.root.game.setStarting(false);
    if (isRequestError(error) && Number(error.code) === GAME_MAINTENANCE_CODE) {
      const interval = readInterval(error.data);
      if (interval) this.env.localStorage.setItem(MAINTAIN_INTERVAL_KEY, JSON.stringify(interval));
      this.showMaintenance(readMaintenance(error.data));
      answer({ status: 'failed', code: GAME_MAINTENANCE_CODE, ...(error.serverMessage ? { message: error.serverMessage } : {}) });
      return;
    }
    if (isRequestError(error) && Number(error.code) === TRANSFER_DISABLED_CODE) {
      // §8: 957 from play1 is the forward game's "transfers disabled", as the real-time status says it.
      this.root.game.setTransferDisabled(true);
    }
    // A 401 ended the session and was said by the root store; a cancelled call was the logout's.
    const quiet = isRequestError(error) && (error.kind === 'unauthorized' || error.kind === 'cancelled');
    const fallback =
      isRequestError(error) && Number(error.code) === TRANSFER_DISABLED_CODE
        ? this.t('launcher.transferDisabled')
        : this.t('launcher.startFailed');
    const message = (isRequestError(error) && error.serverMessage) || fallback;
    if (!quiet) this.root.notifier.error(message);
    const code = isRequestError(error) && typeof error.code === 'number' ? { code: error.code } : {};
    answer({ status: 'failed', message, ...code });
  }

  /**
   * Leaves the game: POST /member/game/leave1, the quitting flag up until it answers or
   * QUIT_FLAG_TIMEOUT_MS passed, whichever comes first; then the wallet and the member layout
   * (is_playing) are read again. One quit at a time.
   */
  quit(): Promise<void> {
    if (!this.member) return Promise.resolve();
    this.stopWatching();
    this.gameWindow = null;
    this.closeModal(false);
    this.root.game.setLaunched(null);
    if (this.quitting) return this.quitting;
    const { game } = this.root;
    game.setQuitting(true);
    const limit = setTimeout(() => game.setQuitting(false), QUIT_FLAG_TIMEOUT_MS);
    this.quitting = postLeave(this.root.api)
      .catch(() => undefined)
      .then(() => {
        clearTimeout(limit);
        game.setQuitting(false);
        return this.root.loadMemberData();
      })
      .finally(() => {
        this.quitting = null;
      });
    return this.quitting;
  }

  /**
   * The before-quit step (game:before-quit: /close, the /play back button, quickGame): when the
   * game window is still open, waits for it to close (polled every FORCED_QUIT_POLL_MS), then quits.
   */
  forcedQuit(): void {
    if (this.windowOpen() && this.gameWindow) {
      this.watchWindow(this.gameWindow);
      return;
    }
    void this.quit();
  }

  /**
   * A game address that arrived by real-time (`game.url`, a game started elsewhere): into the game
   * window when one is open, into the modal when it shows, otherwise onto /play (no popup: no
   * click is running). An address the URL policy refuses is ignored.
   */
  loadUrl(url: string): void {
    if (!this.member) return;
    const address = windowAddress(url, this.env.pageHref());
    if (!address) return;
    if (this.windowOpen() && this.gameWindow) {
      sendWindowTo(this.gameWindow, address, this.env.pageHref());
      return;
    }
    const { game } = this.root;
    const launched = game.launched;
    if (this.modalGame) {
      this.showModal({ ...this.modalGame, url: address });
      if (launched) game.setLaunched({ ...launched, url: address });
      return;
    }
    game.setLaunched({
      gpId: launched?.gpId ?? '',
      gtId: launched?.gtId ?? 0,
      ...(launched?.gameName ? { gameName: launched.gameName } : {}),
      mode: 'page',
      url: address,
    });
    if (game.hallMode !== 'page') this.env.navigate('/play');
  }

  private windowOpen(): boolean {
    return Boolean(this.gameWindow && !this.gameWindow.closed);
  }

  /** Polls the game window until it is closed, then quits (the member closed it, or /close did). */
  private watchWindow(win: WaitingWindow): void {
    this.gameWindow = win;
    if (this.watcher) return;
    this.watcher = setInterval(() => {
      if (this.gameWindow && !this.gameWindow.closed) return;
      this.stopWatching();
      this.gameWindow = null;
      void this.quit();
    }, FORCED_QUIT_POLL_MS);
  }

  private stopWatching(): void {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
  }

  /** Closes a game window this launch opened, and forgets it as the waiting window. */
  private closeWindow(win: WaitingWindow): void {
    const { windows } = this.root;
    if (windows.waitingKind() === 'gameWindow') windows.closeWaiting();
    else windows.close('gameWindow');
    if (!win.closed) win.close();
    if (this.gameWindow === win) this.gameWindow = null;
  }

  private showMaintenance(notice: MaintenanceNotice): void {
    this.maintenance = notice;
  }

  closeMaintenance(): void {
    this.maintenance = null;
  }

  private showModal(modal: ModalGame): void {
    this.modalGame = modal;
    this.root.game.setModalVisible(true);
  }

  /** The modal's close: the game ends (the quit step), unless the quit itself closed it. */
  closeModal(quit = true): void {
    const wasOpen = this.modalGame !== null;
    this.modalGame = null;
    this.root.game.setModalVisible(false);
    if (quit && wasOpen) void this.quit();
  }

  private askForClick(pending: ClickNeeded): void {
    this.clickNeeded = pending;
  }

  /** The member's click on "Play" of the click-needed dialog: the launch again, inside this click. */
  confirmClick(): void {
    const pending = this.clickNeeded;
    this.clickNeeded = null;
    if (!pending) return;
    this.handle({ ...pending.request, inClick: true, canOpenWindow: true, ...(pending.respond ? { respond: pending.respond } : {}) });
  }

  cancelClick(): void {
    const pending = this.clickNeeded;
    this.clickNeeded = null;
    pending?.respond?.({ status: 'refused', reason: 'cancelled' });
  }

  /** After a logout: nothing of the member's game stays on screen. */
  reset(): void {
    this.stopWatching();
    this.gameWindow = null;
    this.maintenance = null;
    this.modalGame = null;
    this.clickNeeded = null;
  }
}
