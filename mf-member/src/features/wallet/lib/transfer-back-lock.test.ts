import { transferBackLock, type TransferBackConditions } from './transfer-back-lock';

const rest: TransferBackConditions = {
  loading: false,
  running: false,
  starting: false,
  quitting: false,
  gameOpen: false,
  lastAt: null,
  now: 100_000,
};

describe('one-key transfer back lock (member-and-account.md §4, §9)', () => {
  it.each<[string, Partial<TransferBackConditions>, ReturnType<typeof transferBackLock>]>([
    ['free at rest', {}, { locked: false }],
    ['the wallet loading', { loading: true }, { locked: true, reason: 'loading' }],
    ['a transfer back running', { running: true }, { locked: true, reason: 'running' }],
    ['a game starting', { starting: true }, { locked: true, reason: 'starting' }],
    ['a game quitting', { quitting: true }, { locked: true, reason: 'quitting' }],
    ['a game open (window, /play or modal)', { gameOpen: true }, { locked: true, reason: 'game-open' }],
    ['just transferred', { lastAt: 100_000 }, { locked: true, reason: 'cooldown', seconds: 10 }],
    ['0.5 s after', { lastAt: 99_500 }, { locked: true, reason: 'cooldown', seconds: 10 }],
    ['9.001 s after', { lastAt: 90_999 }, { locked: true, reason: 'cooldown', seconds: 1 }],
    ['exactly 10 s after', { lastAt: 90_000 }, { locked: false }],
    ['a running transfer wins over the cooldown', { running: true, lastAt: 100_000 }, { locked: true, reason: 'running' }],
  ])('%s', (_name, conditions, lock) => {
    expect(transferBackLock({ ...rest, ...conditions })).toEqual(lock);
  });
});
