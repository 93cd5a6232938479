import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { formatMoney, isRequestError, type RequestError, type RootStore } from '@casino/mf-shared';
import { TRANSFER_BACK_CODES } from '@casino/contracts';
import type { FormMessage } from '@casino/mf-shared/forms';
import { postTransferBack } from '../api/post-transfer-back';
import { LOCK_MESSAGE_KEYS, transferBackLock, type TransferBackLock } from '../lib/transfer-back-lock';

/** The launcher's game window (mf-shared WindowRegistry name of the waiting window it becomes). */
const GAME_WINDOW = 'gameWindow';

/** The clock the store reads; tests replace it with jest's fake timers. */
export interface Clock {
  now: () => number;
  every: (ms: number, tick: () => void) => () => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/**
 * The one-key transfer back (member-and-account.md §4, §8, §9): refused while the wallet loads,
 * a game starts or quits, or a game is open; 10 s of cooldown after each run, counted down on
 * the button; game starts wait while it runs (game.transferringBack, one_key_waiting).
 */
export class TransferBackStore {
  running = false;
  lastAt: number | null = null;
  now: number;
  message: FormMessage | null = null;
  /** Whether `message` tells of a transfer back that went through (shown as a success, not an error). */
  succeeded = false;
  private stopTicking: (() => void) | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly clock: Clock = realClock,
  ) {
    this.now = clock.now();
    makeObservable<TransferBackStore, 'tick' | 'finish'>(this, {
      running: observable,
      lastAt: observable,
      now: observable,
      message: observableRef,
      succeeded: observable,
      lock: computed,
      tick: action,
      finish: action,
      run: action,
    });
  }

  /** The lock as the button shows it (a game window of this tab is checked again at the click). */
  get lock(): TransferBackLock {
    const { game, wallet } = this.root;
    return transferBackLock({
      loading: wallet.refreshing,
      running: this.running,
      starting: game.starting,
      quitting: game.quitting,
      gameOpen: game.hallMode !== null || game.modalVisible,
      lastAt: this.lastAt,
      now: this.now,
    });
  }

  /** Runs the transfer back unless locked; the outcome is in `message`, the wallet is read again after it. */
  async run(): Promise<void> {
    this.tick();
    const lock = this.root.windows.isOpen(GAME_WINDOW) && !this.lock.locked ? ({ locked: true, reason: 'game-open' } as const) : this.lock;
    if (lock.locked) {
      this.message = { key: LOCK_MESSAGE_KEYS[lock.reason], values: lock.reason === 'cooldown' ? { seconds: lock.seconds } : {} };
      this.succeeded = false;
      return;
    }
    this.running = true;
    this.message = null;
    this.succeeded = false;
    this.root.game.setTransferringBack(true);
    let message: FormMessage;
    let succeeded = false;
    try {
      const answer = await postTransferBack(this.root.api);
      const { session, site, locale } = this.root;
      message = { key: 'wallet.done', values: { amount: formatMoney(answer.amount, session.currency ?? site.currency, locale.locale) } };
      succeeded = true;
    } catch (error) {
      message = failureMessage(error, (failure) => this.root.describeError(failure));
    }
    this.finish(message, succeeded);
    await this.root.wallet.refresh();
  }

  /** Stops the cooldown clock (the view unmounts). */
  dispose(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private finish(message: FormMessage, succeeded: boolean): void {
    this.running = false;
    this.root.game.setTransferringBack(false);
    this.message = message;
    this.succeeded = succeeded;
    this.lastAt = this.clock.now();
    this.now = this.lastAt;
    this.dispose();
    this.stopTicking = this.clock.every(1000, () => this.tick());
  }

  private tick(): void {
    this.now = this.clock.now();
    if (this.stopTicking && this.lock.locked === false) this.dispose();
  }
}

/** §8: codes 101–105 have their own message (one_key_err_code_<code>), other failures the server's (or the kind's). */
export function failureMessage(error: unknown, describe: (error: RequestError) => string): FormMessage {
  if (!isRequestError(error)) return { key: 'wallet.failed' };
  const code = Number(error.code);
  if ((TRANSFER_BACK_CODES as readonly number[]).includes(code)) return { key: `wallet.one_key_err_code_${code}` };
  return { text: describe(error) };
}
