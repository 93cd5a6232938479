import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeColor } from '../assets/svg';
import type { SandboxContext } from '../context';
import { gameName, inMaintenance, type MaintenanceColumns } from '../games/catalogue';
import { liveGameSession, type LiveGameSession } from '../games/game-sessions';
import { siteOriginOf } from '../games/site-urls';
import { betOptions, spinOutcome } from '../games/slot-machine';
import { major, minor } from '../money/minor-units';
import { noticePage } from '../game-pages/html';
import { formatMoney, pageText, type PageTextKey } from '../game-pages/page-texts';
import { reelsLabel, slotPage } from '../game-pages/slot-page';
import { sportPage, type SportGameLink } from '../game-pages/sport-page';
import { parseLang, type Lang } from '../http/lang';

/** The header a spin carries the launch's token in (a custom header: no other page can send it across origins). */
export const GAME_SESSION_HEADER = 'x-game-session';

const STATIC_DIR = path.join(__dirname, '..', 'game-pages', 'static');
const STATIC_TYPES: Record<string, string> = {
  'slot-game.js': 'text/javascript; charset=utf-8',
  'sport-page.js': 'text/javascript; charset=utf-8',
  'game-pages.css': 'text/css; charset=utf-8',
};

/** The games the sport page offers to open (U003): one per open mode the seed shows. */
const SPORT_PAGE_PROVIDERS = ['GPR8', 'GPPT', 'GPPL', 'GPBB'];

type Query = Record<string, string | undefined>;

/**
 * The pages' policy: scripts, styles and calls from this origin only, no inline script, no
 * referrer (the game URL carries the launch's token), framed only by the site (`ancestors`).
 * Forms post nowhere unless `formAction` is 'self' (the payment page).
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  ancestors: readonly string[],
  formAction: "'none'" | "'self'" = "'none'",
): FastifyReply {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', policy)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(html);
}

function queryLang(request: FastifyRequest, fallback: Lang = 'en_US'): Lang {
  const value = (request.query as Query).lang;
  return value === undefined || value === '' ? fallback : parseLang(value);
}

/** A spin's refusal: the page shows `error` in its alert. */
function refuse(reply: FastifyReply, status: number, key: PageTextKey, lang: Lang, params?: Record<string, string>) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ ok: false, error: pageText(key, lang, params) });
}

/**
 * The stand-in provider's pages, on the sandbox's own origin (SANDBOX_PUBLIC_URL), as a real game
 * or sport provider is another origin than the site:
 * - GET /games/<gp_id>/<game_code>?session=<token>&lang= — the slot of one launch (play1's url);
 * - POST /games/<gp_id>/<game_code>/spin — one spin, authorised by the launch's token;
 * - GET /demo-games/<gp_id>/<game_code>?session=<token>&lang= — a visitor's demo (/demo/play's
 *   game_url): the same slot on demo credit; POST …/spin spends only that credit;
 * - GET /sport/?parent=<site origin>&lang= — the betting page sport-quickbet-url answers;
 * - GET /games/static/<file> — their script and style files.
 */
export function gamePageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const files = new Map(Object.keys(STATIC_TYPES).map((name) => [name, fs.readFileSync(path.join(STATIC_DIR, name), 'utf8')]));

  app.get<{ Params: { file: string } }>('/games/static/:file', (request, reply) => {
    const body = files.get(request.params.file);
    const type = STATIC_TYPES[request.params.file];
    if (body === undefined || type === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(type).header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(body);
  });

  /** The launch a token opens, when it is for this game. */
  const launchOf = (token: unknown, gpId: string, gameCode: string): LiveGameSession | null => {
    if (typeof token !== 'string' || token === '') return null;
    const session = liveGameSession(db, token, ctx.now());
    return session && session.gp_id === gpId && session.game_code === gameCode ? session : null;
  };

  app.get<{ Params: { gp: string; code: string } }>('/games/:gp/:code', (request, reply) => {
    const session = launchOf((request.query as Query).session, request.params.gp, request.params.code);
    if (!session) {
      const lang = queryLang(request);
      return sendPage(reply, 403, noticePage(lang, pageText('linkInvalidTitle', lang), pageText('linkInvalid', lang)), ctx.siteOrigins);
    }
    const lang = queryLang(request, session.lang);
    const provider = db.prepare('SELECT color FROM providers WHERE gp_id = ?').get(session.gp_id) as { color: string };
    const html = slotPage({
      lang,
      gameName: gameName(session, lang),
      providerName: session.gp_name,
      accent: safeColor(provider.color, '#7b2cbf'),
      cash: major(session.cash_minor, session.currency),
      currency: session.currency,
      bets: betOptions(session.currency),
      lobbyUrl: session.lobby_url,
      spinUrl: `/games/${encodeURIComponent(session.gp_id)}/${encodeURIComponent(session.game_code)}/spin`,
      session: session.token,
    });
    return sendPage(reply, 200, html, ctx.siteOrigins);
  });

  app.post<{ Params: { gp: string; code: string } }>('/games/:gp/:code/spin', (request, reply) => {
    const header = request.headers.lang;
    const asked = Array.isArray(header) ? header[0] : header;
    const session = launchOf(request.headers[GAME_SESSION_HEADER], request.params.gp, request.params.code);
    const lang = asked ? parseLang(asked) : (session?.lang ?? 'en_US');
    if (!session) return refuse(reply, 403, 'sessionEnded', lang);

    const now = ctx.now();
    const windows = db
      .prepare(
        `SELECT p.maintenance, p.maintain_start_at, p.maintain_end_at, p.maintain_title_i18n FROM providers p WHERE p.gp_id = ?
         UNION ALL SELECT g.maintenance, g.maintain_start_at, g.maintain_end_at, g.maintain_title_i18n FROM games g WHERE g.id = ?`,
      )
      .all(session.gp_id, session.game_id) as MaintenanceColumns[];
    if (windows.some((w) => inMaintenance(w, now))) return refuse(reply, 503, 'maintenance', lang);

    const bets = betOptions(session.currency);
    const bet = (request.body as { bet?: unknown } | undefined)?.bet;
    if (typeof bet !== 'number' || !bets.includes(bet)) {
      return refuse(reply, 400, 'invalidBet', lang, { bets: bets.map((b) => formatMoney(b, lang)).join(', ') });
    }
    const spin = session.spins + 1;
    const outcome = spinOutcome(session.game_code, spin, bet);
    const betMinor = minor(bet, session.currency);
    const payoutMinor = betMinor * outcome.multiplier;
    // the bet is taken and the payout given in one statement, which refuses a bet above the cash
    const cashMinor = db.transaction((): number | null => {
      const played = db
        .prepare('UPDATE members SET cash_minor = cash_minor - ? + ? WHERE id = ? AND cash_minor >= ?')
        .run(betMinor, payoutMinor, session.member_id, betMinor);
      if (played.changes === 0) return null;
      const after = (db.prepare('SELECT cash_minor FROM members WHERE id = ?').get(session.member_id) as { cash_minor: number }).cash_minor;
      db.prepare('UPDATE game_sessions SET spins = ? WHERE token = ?').run(spin, session.token);
      db.prepare(
        'INSERT INTO game_rounds (session_token, member_id, game_id, bet_minor, payout_minor, cash_after_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        session.token,
        session.member_id,
        session.game_id,
        betMinor,
        payoutMinor,
        after,
        JSON.stringify(outcome.reels),
        now.toISOString(),
      );
      return after;
    })();
    if (cashMinor === null) return refuse(reply, 409, 'insufficientBalance', lang);
    const cash = major(cashMinor, session.currency);
    // as a provider's wallet callback would: the site's header balance follows (shell wallet handler)
    ctx.events.emit('member-event', { member_id: session.member_id, name: 'member.cash', data: { member_id: session.member_id, cash } });

    const win = outcome.payout > 0;
    return reply.header('cache-control', 'no-store').send({
      ok: true,
      spin,
      reels: outcome.reels,
      reels_label: reelsLabel(outcome.reels, lang),
      multiplier: outcome.multiplier,
      bet,
      payout: outcome.payout,
      cash,
      cash_text: formatMoney(cash, lang),
      message: win ? pageText('win', lang, { amount: `${formatMoney(outcome.payout, lang)} ${session.currency}` }) : pageText('lose', lang),
    });
  });

  app.get<{ Params: { gp: string; code: string } }>('/demo-games/:gp/:code', (request, reply) => {
    const demo = ctx.demoLaunches.live((request.query as Query).session, request.params.gp, request.params.code, ctx.now());
    if (!demo) {
      const lang = queryLang(request);
      return sendPage(reply, 403, noticePage(lang, pageText('linkInvalidTitle', lang), pageText('linkInvalid', lang)), ctx.siteOrigins);
    }
    const lang = queryLang(request, demo.lang);
    const provider = db.prepare('SELECT color FROM providers WHERE gp_id = ?').get(demo.gp_id) as { color: string } | undefined;
    const html = slotPage({
      lang,
      gameName: gameName(demo, lang),
      providerName: demo.gp_name,
      accent: safeColor(provider?.color, '#7b2cbf'),
      cash: demo.credit,
      currency: demo.currency,
      bets: betOptions(demo.currency),
      lobbyUrl: demo.backUrl ?? '',
      demo: true,
      spinUrl: `/demo-games/${encodeURIComponent(demo.gp_id)}/${encodeURIComponent(demo.game_code)}/spin`,
      session: demo.token,
    });
    return sendPage(reply, 200, html, ctx.siteOrigins);
  });

  app.post<{ Params: { gp: string; code: string } }>('/demo-games/:gp/:code/spin', (request, reply) => {
    const header = request.headers.lang;
    const asked = Array.isArray(header) ? header[0] : header;
    const demo = ctx.demoLaunches.live(request.headers[GAME_SESSION_HEADER], request.params.gp, request.params.code, ctx.now());
    const lang = asked ? parseLang(asked) : (demo?.lang ?? 'en_US');
    if (!demo) return refuse(reply, 403, 'sessionEnded', lang);
    const result = ctx.demoLaunches.spin(demo, (request.body as { bet?: unknown } | undefined)?.bet);
    if (!result.ok && result.reason === 'invalidBet') {
      const bets = betOptions(demo.currency);
      return refuse(reply, 400, 'invalidBet', lang, { bets: bets.map((b) => formatMoney(b, lang)).join(', ') });
    }
    if (!result.ok) return refuse(reply, 409, 'demoCreditLow', lang);
    const { outcome, credit } = result;
    return reply.header('cache-control', 'no-store').send({
      ok: true,
      spin: result.spin,
      reels: outcome.reels,
      reels_label: reelsLabel(outcome.reels, lang),
      multiplier: outcome.multiplier,
      bet: result.bet,
      payout: outcome.payout,
      cash: credit,
      cash_text: formatMoney(credit, lang),
      message: outcome.payout > 0 ? pageText('demoWin', lang, { amount: formatMoney(outcome.payout, lang) }) : pageText('lose', lang),
    });
  });

  app.get('/sport', (request, reply) => {
    const query = request.query as Query;
    const parent = siteOriginOf(query.parent ?? '', null, ctx.siteOrigins);
    const lang = queryLang(request);
    if (parent === null || !/^https?:\/\//i.test(query.parent ?? '')) {
      return sendPage(reply, 400, noticePage(lang, pageText('parentInvalidTitle', lang), pageText('parentInvalid', lang)), []);
    }
    const first = db.prepare(
      `SELECT g.gp_id, p.gp_name, g.game_type, g.game_code, g.name_i18n FROM games g JOIN providers p ON p.gp_id = g.gp_id
       WHERE g.gp_id = ? AND g.active = 1 AND p.active = 1 ORDER BY g.sort DESC, g.id LIMIT 1`,
    );
    const games: SportGameLink[] = [];
    for (const gp of SPORT_PAGE_PROVIDERS) {
      const row = first.get(gp) as { gp_id: string; gp_name: string; game_type: number; game_code: string; name_i18n: string } | undefined;
      if (row)
        games.push({
          gp_id: row.gp_id,
          game_type: row.game_type,
          game_code: row.game_code,
          name: gameName(row, lang),
          provider: row.gp_name,
        });
    }
    return sendPage(reply, 200, sportPage({ lang, parentOrigin: parent, games }), [parent]);
  });
}
