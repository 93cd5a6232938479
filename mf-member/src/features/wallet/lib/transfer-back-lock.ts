import { TRANSFER_BACK_COOLDOWN_MS } from '@casino/contracts';

/** What the one-key transfer back depends on (member-and-account.md §4 "Wallet"). */
export interface TransferBackConditions {
  /** The wallet is being read. */
  loading: boolean;
  /** A transfer back is under way. */
  running: boolean;
  starting: boolean;
  quitting: boolean;
  /** A game is open in its window, in /play (or the sport hall's view) or in the modal. */
  gameOpen: boolean;
  /** When the last transfer back ended (ms), null if never. */
  lastAt: number | null;
  now: number;
}

export type TransferBackLock =
  | { locked: false }
  | { locked: true; reason: 'loading' | 'running' | 'starting' | 'quitting' | 'game-open' }
  | { locked: true; reason: 'cooldown'; seconds: number };

/** Whether the transfer back may run now, and if not why; the cooldown says how many seconds are left (rounded up). */
export function transferBackLock(c: TransferBackConditions): TransferBackLock {
  if (c.running) return { locked: true, reason: 'running' };
  if (c.loading) return { locked: true, reason: 'loading' };
  if (c.starting) return { locked: true, reason: 'starting' };
  if (c.quitting) return { locked: true, reason: 'quitting' };
  if (c.gameOpen) return { locked: true, reason: 'game-open' };
  if (c.lastAt !== null) {
    const left = c.lastAt + TRANSFER_BACK_COOLDOWN_MS - c.now;
    if (left > 0) return { locked: true, reason: 'cooldown', seconds: Math.ceil(left / 1000) };
  }
  return { locked: false };
}

/** The message key of each lock a click can meet (the cooldown shows on the button itself). */
export const LOCK_MESSAGE_KEYS: Readonly<Record<Exclude<TransferBackLock, { locked: false }>['reason'], string>> = {
  loading: 'wallet.locked.loading',
  running: 'wallet.locked.running',
  starting: 'wallet.locked.starting',
  quitting: 'wallet.locked.quitting',
  'game-open': 'wallet.locked.gameOpen',
  cooldown: 'wallet.locked.cooldown',
};
