import { currencyDecimals, fromMinorUnits, toMinorUnits } from '@casino/contracts';
import type { Db } from '../db/db';

/**
 * The sandbox's edge between the wire's decimal amounts and the integers of the smallest unit it
 * stores (issue 23; contracts/src/money.ts does the exact conversion). Only integers
 * are added or compared; a decimal is made once, when an answer is written.
 */

/** A stored amount (`*_minor` column) as the wire's decimal number. */
export const major = (minor: number, currency: string): number => fromMinorUnits(minor, currency);

/**
 * An amount the sandbox itself writes (seeds, test endpoints, game rounds) in the smallest unit;
 * throws when it has more decimals than the currency allows, a mistake of ours, not of a caller.
 * Callers' amounts go through the calls' validation (http/amount.ts) instead.
 */
export function minor(amount: number, currency: string): number {
  const value = toMinorUnits(Math.abs(amount), currency);
  if (value === null) throw new RangeError(`${amount} is not an amount of ${currency}`);
  return amount < 0 ? -value : value;
}

/** A member's main-wallet cash as the wire's decimal number. */
export function memberCash(db: Db, memberId: number): number {
  const row = db.prepare('SELECT cash_minor, currency FROM members WHERE id = ?').get(memberId) as { cash_minor: number; currency: string };
  return major(row.cash_minor, row.currency);
}

/** The currencies without decimals as an SQL list, for queries that divide stored amounts back (reports). */
export const WHOLE_CURRENCY_SQL = ['VND', 'IDR', 'KRW', 'WON', 'JPY']
  .filter((code) => currencyDecimals(code) === 0)
  .map((code) => `'${code}'`)
  .join(', ');
