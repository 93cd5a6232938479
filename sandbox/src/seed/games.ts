import type BetterSqlite3 from 'better-sqlite3';
import type { Localized } from '../http/lang';
import { mapLocalized } from '../locales';
import {
  CARD_GAMES,
  GAME_TAGS,
  GAME_TYPES,
  GAMES_WITH_NAME_GAPS,
  GAMES_WITHOUT_PICTURE,
  gameTags,
  LIVE_TABLES,
  localized as t,
  SLOT_NAME_ORDER,
  PROVIDERS,
  SINGLE_GAMES,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  TEMPLATE_GAME_LISTS,
} from './content';

type Db = BetterSqlite3.Database;

const json = (value: unknown): string => JSON.stringify(value);

/** The seed step of issue 11 (005-games-play.sql): a database seeded before it receives it once. */
export const GAMES_SEED_MARK = 'games-issue-11';

/** `GPR8`, type 2, 0 → `R8-2-001`. */
export function gameCode(gpId: string, gtId: number, i: number): string {
  return `${gpId.slice(2)}-${gtId}-${String(i + 1).padStart(3, '0')}`;
}

/**
 * The game catalogue: types, providers (with their open mode), games (names, tags, pictures) and
 * the labels. Written as upserts of the columns the seed owns, so the same step also
 * upgrades a database seeded before issue 11 (new providers and games added, new columns filled)
 * without touching what members did (favourites, sessions, cash).
 */
export function seedGameCatalogue(db: Db): void {
  const gameType = db.prepare('INSERT OR IGNORE INTO game_types (gt_id, code, app_prefix, name_i18n, sort) VALUES (?, ?, ?, ?, ?)');
  GAME_TYPES.forEach((g, i) => gameType.run(g.gt_id, g.code, g.app_prefix, json(g.name), 100 - i));

  const provider = db.prepare(
    `INSERT INTO providers (gp_id, gp_name, app_id, active, demo_supported, color, sort, open_mode) VALUES (?, ?, ?, 1, ?, ?, ?, ?)
     ON CONFLICT (gp_id) DO UPDATE SET open_mode = excluded.open_mode`,
  );
  const game = db.prepare(
    `INSERT INTO games (gp_id, game_type, game_code, name_i18n, house, customized, tag, sort, active, has_icon)
     VALUES (?, ?, ?, ?, '', 0, ?, ?, 1, ?)
     ON CONFLICT (gp_id, game_code) DO UPDATE SET name_i18n = excluded.name_i18n, tag = excluded.tag, has_icon = excluded.has_icon`,
  );
  PROVIDERS.forEach((p, providerIndex) => {
    provider.run(p.gp_id, p.gp_name, `app-${p.gp_id.toLowerCase()}`, p.demo ? 1 : 0, p.color, 100 - providerIndex, p.open_mode ?? 'window');
    for (const [gtKey, total] of Object.entries(p.games)) {
      const gtId = Number(gtKey);
      for (let i = 0; i < (total ?? 0); i += 1) {
        const code = gameCode(p.gp_id, gtId, i);
        const name = withNameGaps(code, gameName(gtId, providerIndex, i));
        game.run(p.gp_id, gtId, code, json(name), gameTags(i), 1000 - i, GAMES_WITHOUT_PICTURE.includes(code) ? 0 : 1);
      }
    }
  });

  const tag = db.prepare('INSERT OR IGNORE INTO game_tags (id, tag, sort) VALUES (?, ?, ?)');
  for (const g of GAME_TAGS) tag.run(g.id, g.tag, g.sort);
}

/** The jackpot pools (shell-and-public.md §7), one per seeded currency. */
export function seedJackpots(db: Db, seedDate: (days: number) => string): void {
  const jackpot = db.prepare('INSERT INTO jackpots (currency, base_amount, rate_per_second, base_at) VALUES (?, ?, ?, ?)');
  jackpot.run('RMB', 8_888_888.88, 0.53, seedDate(0));
  jackpot.run('VND', 2_345_678_901, 1250, seedDate(0));
  jackpot.run('USD', 1_234_567.89, 0.07, seedDate(0));
}

/** The template lists of every site of the database, picked from the catalogue in provider order. */
export function seedGameTemplateLists(db: Db): void {
  const list = db.prepare('INSERT INTO game_template_lists (site_id, gt_id, title_i18n, sort) VALUES (?, ?, ?, ?)');
  const item = db.prepare('INSERT INTO game_template_items (list_id, game_id, sort) VALUES (?, ?, ?)');
  const pick = db.prepare(
    `SELECT g.id FROM games g JOIN providers p ON p.gp_id = g.gp_id
     WHERE g.game_type = ? AND (? IS NULL OR (',' || g.tag || ',') LIKE ('%,' || ? || ',%'))
     ORDER BY p.sort DESC, g.sort DESC, g.id LIMIT ?`,
  );
  const sites = db.prepare('SELECT site_id FROM sites ORDER BY site_id').pluck().all() as number[];
  for (const site of sites) {
    TEMPLATE_GAME_LISTS.forEach((template, i) => {
      const listId = Number(list.run(site, template.gt_id, json(template.title), 100 - i * 10).lastInsertRowid);
      const ids = pick.pluck().all(template.gt_id, template.tag, template.tag, template.size) as number[];
      ids.forEach((id, position) => item.run(listId, id, ids.length - position));
    });
  }
}

/** Records that a database has the games seed (seed.ts reads it to upgrade older databases once). */
export function markGamesSeeded(db: Db, at: string): void {
  db.prepare('INSERT OR IGNORE INTO seed_marks (name, applied_at) VALUES (?, ?)').run(GAMES_SEED_MARK, at);
}

export function hasGamesSeed(db: Db): boolean {
  return db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').get(GAMES_SEED_MARK) !== undefined;
}

function withNameGaps(code: string, name: Localized): Partial<Localized> {
  const kept = GAMES_WITH_NAME_GAPS[code];
  if (!kept) return name;
  return Object.fromEntries(kept.map((lang) => [lang, name[lang]]));
}

function gameName(gtId: number, providerIndex: number, i: number): Localized {
  const numbered = (name: Localized | undefined, n: number): Localized => {
    const base = name ?? t('Game', '游戏', 'Trò chơi');
    return n <= 1 ? base : mapLocalized(base, (text) => `${text} ${n}`);
  };
  if (gtId === 2) {
    // adjective × noun pairs never repeat within a provider's slots (lcm(10, 12) = 60)
    const adjective = SLOT_ADJECTIVES[i % SLOT_ADJECTIVES.length];
    const noun = SLOT_NOUNS[(i + providerIndex * 5) % SLOT_NOUNS.length];
    if (!adjective || !noun) return t('Slot', '电子', 'Nổ hũ');
    return mapLocalized(adjective, (text, lang) => SLOT_NAME_ORDER[lang](text, noun[lang]));
  }
  if (gtId === 6) return CARD_GAMES[(i + providerIndex) % CARD_GAMES.length] ?? t('Cards', '棋牌', 'Game bài');
  if (gtId === 3) return numbered(LIVE_TABLES[i % LIVE_TABLES.length], Math.floor(i / LIVE_TABLES.length) + 1);
  return SINGLE_GAMES[gtId]?.[i] ?? mapLocalized(t('Game', '游戏', 'Trò chơi'), (text) => `${text} ${i + 1}`);
}
