import { newToken } from '../auth/password';
import type { Lang } from '../http/lang';
import { major, minor } from '../money/minor-units';
import { betOptions, spinOutcome, type SpinOutcome } from './slot-machine';

/** How long a visitor's demo stays playable. */
export const DEMO_LAUNCH_TTL_MS = 4 * 3600_000;
/** At most this many demos are kept; the oldest goes first (the sandbox keeps them in memory). */
export const DEMO_LAUNCH_LIMIT = 5000;

/** The play money a demo starts with: 2,000, or 2,000,000 where the bets are in dong. */
export function demoCredit(currency: string): number {
  return currency === 'VND' ? 2_000_000 : 2000;
}

/** The game a demo plays, as the catalogue has it. */
export interface DemoGame {
  gp_id: string;
  gp_name: string;
  game_code: string;
  name_i18n: string;
}

/** One visitor's demo of one game: play money only, no member, no wallet. */
export interface DemoLaunch extends DemoGame {
  token: string;
  currency: string;
  lang: Lang;
  /** Where "Back to the site" leads (the site page that asked for the demo), or null when unknown. */
  backUrl: string | null;
  credit: number;
  spins: number;
  expiresAt: number;
}

export type DemoSpin =
  { ok: true; outcome: SpinOutcome; spin: number; bet: number; credit: number } | { ok: false; reason: 'invalidBet' | 'creditTooLow' };

/**
 * The visitors' demos (/demo/play). They touch no member and no table: a demo is its token, its
 * game and its play money, kept in the sandbox's memory for DEMO_LAUNCH_TTL_MS. A restart ends
 * them, as a provider's demo session would end.
 */
export class DemoLaunches {
  private readonly launches = new Map<string, DemoLaunch>();

  start(game: DemoGame, options: { currency: string; lang: Lang; backUrl: string | null }, now: Date): DemoLaunch {
    this.prune(now);
    const launch: DemoLaunch = {
      gp_id: game.gp_id,
      gp_name: game.gp_name,
      game_code: game.game_code,
      name_i18n: game.name_i18n,
      token: newToken(),
      currency: options.currency,
      lang: options.lang,
      backUrl: options.backUrl,
      credit: demoCredit(options.currency),
      spins: 0,
      expiresAt: now.getTime() + DEMO_LAUNCH_TTL_MS,
    };
    this.launches.set(launch.token, launch);
    return launch;
  }

  /** The demo a token opens, when it is of this game and not expired. */
  live(token: unknown, gpId: string, gameCode: string, now: Date): DemoLaunch | null {
    if (typeof token !== 'string' || token === '') return null;
    const launch = this.launches.get(token);
    if (!launch || launch.expiresAt <= now.getTime()) return null;
    return launch.gp_id === gpId && launch.game_code === gameCode ? launch : null;
  }

  /** One spin on the demo's play money, by the same deterministic slot as the members' games. */
  spin(launch: DemoLaunch, bet: unknown): DemoSpin {
    if (typeof bet !== 'number' || !betOptions(launch.currency).includes(bet)) return { ok: false, reason: 'invalidBet' };
    if (launch.credit < bet) return { ok: false, reason: 'creditTooLow' };
    launch.spins += 1;
    const outcome = spinOutcome(launch.game_code, launch.spins, bet);
    // added in the smallest unit, so the credit never drifts however long the visitor plays
    const { currency } = launch;
    launch.credit = major(minor(launch.credit, currency) - minor(bet, currency) + minor(outcome.payout, currency), currency);
    return { ok: true, outcome, spin: launch.spins, bet, credit: launch.credit };
  }

  get size(): number {
    return this.launches.size;
  }

  private prune(now: Date): void {
    for (const [token, launch] of this.launches) if (launch.expiresAt <= now.getTime()) this.launches.delete(token);
    // Map keeps insertion order: the first entries are the oldest.
    for (const token of this.launches.keys()) {
      if (this.launches.size < DEMO_LAUNCH_LIMIT) break;
      this.launches.delete(token);
    }
  }
}
