/**
 * The sandbox's slot: three reels, deterministic so tests and people can predict it. The n-th spin
 * of a launch pays the n-th multiplier of PAYOUT_CYCLE (repeating); the reels are drawn to match
 * the payout, varied by the game code. A multiplier is never 1, so every spin changes the balance.
 */

export const SYMBOLS = ['seven', 'bell', 'cherry', 'lemon', 'star', 'diamond'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Multipliers of the bet, per spin of a launch: the first spin wins double, the second loses… */
export const PAYOUT_CYCLE = [2, 0, 0, 5, 0, 2, 0, 10] as const;

/** Bets a page offers and a spin accepts, per currency (VND amounts are in dong). */
export function betOptions(currency: string): readonly number[] {
  return currency === 'VND' ? [1000, 5000, 10_000, 50_000] : [1, 5, 10, 50];
}

export interface SpinOutcome {
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  multiplier: number;
  payout: number;
}

/** Money with two decimals, as the member's cash is shown. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A symbol other than those given, chosen by `seed`. */
function otherThan(seed: number, ...excluded: SlotSymbol[]): SlotSymbol {
  const allowed = SYMBOLS.filter((s) => !excluded.includes(s));
  return allowed[seed % allowed.length] ?? 'star';
}

/** The outcome of the `spin`-th spin (1-based) of a launch of `gameCode` with `bet`. */
export function spinOutcome(gameCode: string, spin: number, bet: number): SpinOutcome {
  const multiplier = PAYOUT_CYCLE[(spin - 1) % PAYOUT_CYCLE.length] ?? 0;
  const seed = hash(`${gameCode}#${spin}`);
  let reels: SpinOutcome['reels'];
  if (multiplier === 10) reels = ['seven', 'seven', 'seven'];
  else if (multiplier === 5) reels = ['bell', 'bell', 'bell'];
  else if (multiplier === 2) {
    // two cherries, the odd symbol in a varying place
    const odd = otherThan(seed, 'cherry');
    const place = seed % 3;
    reels = [place === 0 ? odd : 'cherry', place === 1 ? odd : 'cherry', place === 2 ? odd : 'cherry'];
  } else {
    // three different symbols and at most one cherry: nothing pays
    const first = otherThan(seed);
    const second = otherThan(seed >>> 3, first);
    reels = [first, second, otherThan(seed >>> 6, first, second)];
  }
  return { reels, multiplier, payout: roundMoney(bet * multiplier) };
}
