import type BetterSqlite3 from 'better-sqlite3';
import { localDay, shiftDay } from '@casino/contracts';
import { minor } from '../money/minor-units';

type Db = BetterSqlite3.Database;

const SIGNIN_SEED_MARK = 'signin';

/** The campaign's first day, counted from the day the database is seeded, and its length. */
export const SIGNIN_SEED = { startOffset: -3, days: 14 } as const;

/** The reward of the campaign's days in units of the currency (week after week: a bigger seventh day). */
const WEEK_PATTERN = [1, 1, 2, 2, 3, 3, 8] as const;
const UNIT: Record<string, number> = { RMB: 2, USD: 0.5, VND: 5_000 };

/** The reward of a campaign's day `index` (0 = its first day) in a currency, in major units. */
export function seededReward(currency: string, index: number): number {
  return (UNIT[currency] ?? 1) * (WEEK_PATTERN[index % WEEK_PATTERN.length] ?? 1);
}

/**
 * Seeds one open daily sign-in campaign per site and currency, once (docs/sandbox.md "Daily
 * sign-in"). Unlike the rest of the seed it follows the real calendar: a campaign must be open on
 * the site's clock when someone opens the site, so it starts 3 days before the day the database is
 * seeded and lasts 14 days.
 */
export function seedSigninOnce(db: Db, now: Date = new Date()): void {
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(SIGNIN_SEED_MARK) !== undefined) return;
  const start = shiftDay(localDay(now), SIGNIN_SEED.startOffset);
  const end = shiftDay(start, SIGNIN_SEED.days - 1);
  const siteCurrencies = db.prepare('SELECT site_id, currency FROM site_currencies ORDER BY site_id, sort').all() as Array<{
    site_id: number;
    currency: string;
  }>;
  db.transaction(() => {
    const campaign = db.prepare('INSERT INTO signin_campaigns (site_id, currency, start_day, end_day) VALUES (?, ?, ?, ?)');
    const reward = db.prepare('INSERT INTO signin_rewards (campaign_id, day, reward_minor) VALUES (?, ?, ?)');
    for (const { site_id, currency } of siteCurrencies) {
      const id = Number(campaign.run(site_id, currency, start, end).lastInsertRowid);
      for (let index = 0; index < SIGNIN_SEED.days; index += 1) {
        reward.run(id, shiftDay(start, index), minor(seededReward(currency, index), currency));
      }
    }
    db.prepare('INSERT INTO seed_marks (name, applied_at) VALUES (?, ?)').run(SIGNIN_SEED_MARK, now.toISOString());
  })();
}
