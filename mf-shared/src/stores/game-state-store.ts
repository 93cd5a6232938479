import { action, makeObservable, observable, observableRef } from 'mobx';
import type { GameHallMode, LaunchedGame, GameOpenMode } from '@casino/contracts';
import { browserStorage } from '../browser/storage';

/** Session-storage key of the game launched last in this tab (the /play page survives a reload). */
export const LAUNCHED_GAME_KEY = 'launchedGame';

const MODES: readonly GameOpenMode[] = ['window', 'modal', 'page', 'redirect'];

function readLaunched(raw: string | null): LaunchedGame | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LaunchedGame>;
    if (typeof value.gpId !== 'string' || typeof value.url !== 'string' || !MODES.includes(value.mode as GameOpenMode)) return null;
    return {
      gpId: value.gpId,
      gtId: Number(value.gtId) || 0,
      mode: value.mode as GameOpenMode,
      url: value.url,
      ...(typeof value.gameCode === 'string' ? { gameCode: value.gameCode } : {}),
      ...(typeof value.gameName === 'string' ? { gameName: value.gameName } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Game launch state shared by every part (member-and-account.md §4 "Game launch"): the launcher
 * (mf-games) writes it; the header balance, the one-key transfer back and the logout read it.
 */
export class GameStateStore {
  starting = false;
  quitting = false;
  /** Transfers disabled by the forward-game status 957. */
  transferDisabled = false;
  /** A one-key transfer back is running (the wallet sets it): game starts wait (§5 one_key_waiting). */
  transferringBack = false;
  /** A game opened in modal mode is showing over the page. */
  modalVisible = false;
  /** The in-page game view showing: the /play page or the sport hall's iframe (§4 "game hall mode"). */
  hallMode: GameHallMode = null;
  /**
   * The mf-games launcher listens to `game:launch`: a command sent now is served inside the
   * sender's call, so the launcher opens the game window itself when the open mode needs one.
   */
  launcherReady = false;
  private launchedGame: LaunchedGame | null | undefined = undefined;

  constructor() {
    makeObservable<GameStateStore, 'launchedGame'>(this, {
      starting: observable,
      quitting: observable,
      transferDisabled: observable,
      transferringBack: observable,
      modalVisible: observable,
      hallMode: observable,
      launcherReady: observable,
      launchedGame: observableRef,
      setStarting: action,
      setQuitting: action,
      setTransferDisabled: action,
      setTransferringBack: action,
      setModalVisible: action,
      setHallMode: action,
      setLauncherReady: action,
      setLaunched: action,
      reset: action,
    });
  }

  setStarting(value: boolean): void {
    this.starting = value;
  }

  setQuitting(value: boolean): void {
    this.quitting = value;
  }

  setTransferDisabled(value: boolean): void {
    this.transferDisabled = value;
  }

  setTransferringBack(value: boolean): void {
    this.transferringBack = value;
  }

  setModalVisible(value: boolean): void {
    this.modalVisible = value;
  }

  setHallMode(value: GameHallMode): void {
    this.hallMode = value;
  }

  setLauncherReady(value: boolean): void {
    this.launcherReady = value;
  }

  /**
   * The game launched last from this tab, kept in the tab's session storage: /play shows it after a
   * reload, and /close knows whether the whole tab went to the game (redirect mode). Read lazily,
   * so a store built on the server never touches storage.
   */
  get launched(): LaunchedGame | null {
    if (this.launchedGame === undefined) return readLaunched(browserStorage('session').getItem(LAUNCHED_GAME_KEY));
    return this.launchedGame;
  }

  setLaunched(game: LaunchedGame | null): void {
    this.launchedGame = game;
    const storage = browserStorage('session');
    if (game) storage.setItem(LAUNCHED_GAME_KEY, JSON.stringify(game));
    else storage.removeItem(LAUNCHED_GAME_KEY);
  }

  /** Everything back to rest (logout). The launcher's own presence is not game state and stays. */
  reset(): void {
    this.starting = false;
    this.quitting = false;
    this.transferDisabled = false;
    this.transferringBack = false;
    this.modalVisible = false;
    this.hallMode = null;
    this.setLaunched(null);
  }
}
