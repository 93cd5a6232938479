import type { FastifyRequest } from 'fastify';
import { gameIconUrl, providerIconUrl } from '../assets/urls';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import { parseJson, type I18nText } from '../http/json';
import { pick, type Lang } from '../http/lang';
import { isSiteOrigin } from '../http/site-origins';
import { gameData, gameTypeHead, type GameRow, type GameTypeRow } from './catalogue';

/** A visitor has no favourites. */
const NO_FAVORITES: ReadonlySet<number> = new Set();
import { headerOrigin, lobbyUrl } from './site-urls';

/** The jackpot and what a visitor may play without an account (shell-and-public.md §7, issue #4): the demo lists and launches. */

const DAY_SECONDS = 86_400;

export interface JackpotRow {
  base_amount: number;
  rate_per_second: number;
  base_at: string;
}

/** The pool grows every second and is "won" once a day, so a polling page sees it move without it ever overflowing. */
export function jackpotAmount(row: JackpotRow, now: Date): number {
  const elapsed = Math.max(0, (now.getTime() - Date.parse(row.base_at)) / 1000) % DAY_SECONDS;
  return Math.round((row.base_amount + row.rate_per_second * elapsed) * 100) / 100;
}

/** The jackpot pool of a currency now (0 when it has none). */
export function jackpotOf(db: Db, currency: string, now: Date): number {
  const row = db.prepare('SELECT base_amount, rate_per_second, base_at FROM jackpots WHERE currency = ?').get(currency) as
    JackpotRow | undefined;
  return row ? jackpotAmount(row, now) : 0;
}

/** A game of the catalogue with whether its provider offers demos. */
type DemoGameRow = GameRow & { demo_supported: number };

/** A demo lobby's game: the hall's game with its name in `lang`, its icon always drawn and whether a demo is offered. */
function gameView(row: DemoGameRow, lang: Lang) {
  return {
    ...gameData(row, lang, NO_FAVORITES),
    game_name: pick(parseJson<I18nText>(row.name_i18n, {}), lang),
    icon_light: gameIconUrl(row.gp_id, row.game_code, lang),
    is_demo: row.demo_supported,
  };
}

/**
 * Where a demo's "Back to the site" leads: the site page that asked for it (its Referer, when that
 * is a page of a site origin), else that site's home; null when the caller is not a site page.
 */
export function demoBackUrl(request: FastifyRequest, siteOrigins: readonly string[]): string | null {
  const page = headerOrigin(request.headers.origin) ?? headerOrigin(request.headers.referer);
  if (page === null || !isSiteOrigin(page, siteOrigins)) return null;
  const referer = Array.isArray(request.headers.referer) ? request.headers.referer[0] : request.headers.referer;
  const fromReferer = referer && headerOrigin(referer) === page ? lobbyUrl(referer, page, siteOrigins) : null;
  return fromReferer ?? `${page}/`;
}

/** The game types with the providers that have active games of each (the demo lobby's menu). */
export function demoGameTypes(db: Db, lang: Lang) {
  const types = db.prepare('SELECT gt_id, code, app_prefix, name_i18n FROM game_types ORDER BY sort DESC').all() as GameTypeRow[];
  const providers = db
    .prepare(
      `SELECT p.gp_id, p.gp_name, p.app_id, p.demo_supported, g.game_type, COUNT(*) AS game_count
       FROM games g JOIN providers p ON p.gp_id = g.gp_id
       WHERE p.active = 1 AND g.active = 1
       GROUP BY p.gp_id, g.game_type ORDER BY p.sort DESC`,
    )
    .all() as { gp_id: string; gp_name: string; app_id: string; demo_supported: number; game_type: number; game_count: number }[];
  return types
    .map((type) => ({
      ...gameTypeHead(type, lang),
      gp_list: providers
        .filter((p) => p.game_type === type.gt_id)
        .map((p) => ({
          gp_id: p.gp_id,
          gp_name: p.gp_name,
          game_type: p.game_type,
          house: '',
          app_id: p.app_id,
          active: 1,
          is_demo: p.demo_supported,
          game_count: p.game_count,
          icon: providerIconUrl(p.gp_id),
        })),
    }))
    .filter((type) => type.gp_list.length > 0);
}

/** A provider's active games of one type (and house, when named), the provider's order first. */
export function demoGames(db: Db, query: { gp_id: string; game_type_id: number; house?: string }, lang: Lang) {
  const rows = db
    .prepare(
      `SELECT g.*, p.gp_name, p.demo_supported FROM games g JOIN providers p ON p.gp_id = g.gp_id
       WHERE g.gp_id = ? AND g.game_type = ? AND g.active = 1 AND p.active = 1 AND (? = '' OR g.house = ?)
       ORDER BY g.sort DESC, g.id`,
    )
    .all(query.gp_id, query.game_type_id, query.house ?? '', query.house ?? '') as DemoGameRow[];
  return rows.map((row) => gameView(row, lang));
}

export interface DemoPlayRequest {
  site_id: number;
  currency?: string;
  gp_id: string;
  game_type: number;
  game_code: string;
}

/** Starts a demo of a game whose provider offers demos and answers the URL of its page (codes 101, 102). */
export function playDemo(ctx: SandboxContext, body: DemoPlayRequest, lang: Lang, request: FastifyRequest): CallResult {
  const { db } = ctx;
  const row = db
    .prepare(
      'SELECT g.*, p.gp_name, p.demo_supported FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.gp_id = ? AND g.game_code = ? AND g.game_type = ? AND g.active = 1',
    )
    .get(body.gp_id, body.game_code, body.game_type) as DemoGameRow | undefined;
  if (!row) return fail(101, 'gameNotFound');
  if (row.demo_supported !== 1) return fail(102, 'demoUnavailable');
  const site = db.prepare('SELECT default_currency FROM sites WHERE site_id = ?').get(body.site_id) as
    { default_currency: string } | undefined;
  const demo = ctx.demoLaunches.start(
    row,
    { currency: body.currency ?? site?.default_currency ?? 'RMB', lang, backUrl: demoBackUrl(request, ctx.siteOrigins) },
    ctx.now(),
  );
  const query = new URLSearchParams({ session: demo.token, lang: demo.lang });
  const path = `/demo-games/${encodeURIComponent(row.gp_id)}/${encodeURIComponent(row.game_code)}`;
  return ok({ game_url: `${ctx.publicUrl()}${path}?${query.toString()}` });
}
