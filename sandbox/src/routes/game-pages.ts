import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeColor } from '../assets/svg';
import type { SandboxContext } from '../context';
import { gameName } from '../games/catalogue';
import { liveGameSession, type LiveGameSession } from '../games/game-sessions';
import { siteOriginOf } from '../games/site-urls';
import { betOptions } from '../games/slot-machine';
import { playSpin, providerColor, sportGameLinks, type SpinResult } from '../games/slot-spins';
import { major } from '../money/minor-units';
import { noticePage } from '../game-pages/html';
import { formatMoney, pageText, type PageTextKey } from '../game-pages/page-texts';
import { reelsLabel, slotPage } from '../game-pages/slot-page';
import { sportPage } from '../game-pages/sport-page';
import { parseLang, type Lang } from '../http/lang';

/** The header a spin carries the launch's token in (a custom header: no other page can send it across origins). */
export const GAME_SESSION_HEADER = 'x-game-session';

const STATIC_DIR = path.join(__dirname, '..', 'game-pages', 'static');
const STATIC_TYPES: Record<string, string> = {
  'slot-game.js': 'text/javascript; charset=utf-8',
  'sport-page.js': 'text/javascript; charset=utf-8',
  'game-pages.css': 'text/css; charset=utf-8',
};

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

/** The language a spin asks for (its lang header), else the launch's. */
function spinLang(request: FastifyRequest, fallback: Lang | undefined): Lang {
  const header = request.headers.lang;
  const asked = Array.isArray(header) ? header[0] : header;
  return asked ? parseLang(asked) : (fallback ?? 'en_US');
}

/** The page a game link answers when its launch has ended or was never this game's. */
function linkInvalid(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const lang = queryLang(request);
  return sendPage(reply, 403, noticePage(lang, pageText('linkInvalidTitle', lang), pageText('linkInvalid', lang)), ctx.siteOrigins);
}

const betsText = (currency: string, lang: Lang) => ({
  bets: betOptions(currency)
    .map((b) => formatMoney(b, lang))
    .join(', '),
});

/** The launch a token opens, when it is for this game. */
function launchOf(ctx: SandboxContext, token: unknown, gpId: string, gameCode: string): LiveGameSession | null {
  if (typeof token !== 'string' || token === '') return null;
  const session = liveGameSession(ctx.db, token, ctx.now());
  return session && session.gp_id === gpId && session.game_code === gameCode ? session : null;
}

/** A spin's answer as both slot pages read it. */
function spinAnswer(
  reply: FastifyReply,
  spin: { spin: number; outcome: Pick<SpinResult['outcome'], 'reels' | 'multiplier' | 'payout'>; bet: unknown; cash: number },
  lang: Lang,
  message: string,
) {
  const { outcome, cash } = spin;
  return reply.header('cache-control', 'no-store').send({
    ok: true,
    spin: spin.spin,
    reels: outcome.reels,
    reels_label: reelsLabel(outcome.reels, lang),
    multiplier: outcome.multiplier,
    bet: spin.bet,
    payout: outcome.payout,
    cash,
    cash_text: formatMoney(cash, lang),
    message,
  });
}

type GameRequest = FastifyRequest<{ Params: { gp: string; code: string } }>;

function slotGamePage(ctx: SandboxContext, request: GameRequest, reply: FastifyReply) {
  const session = launchOf(ctx, (request.query as Query).session, request.params.gp, request.params.code);
  if (!session) return linkInvalid(ctx, request, reply);
  const lang = queryLang(request, session.lang);
  const html = slotPage({
    lang,
    gameName: gameName(session, lang),
    providerName: session.gp_name,
    accent: safeColor(providerColor(ctx.db, session.gp_id), '#7b2cbf'),
    cash: major(session.cash_minor, session.currency),
    currency: session.currency,
    bets: betOptions(session.currency),
    lobbyUrl: session.lobby_url,
    spinUrl: `/games/${encodeURIComponent(session.gp_id)}/${encodeURIComponent(session.game_code)}/spin`,
    session: session.token,
  });
  return sendPage(reply, 200, html, ctx.siteOrigins);
}

function slotSpin(ctx: SandboxContext, request: GameRequest, reply: FastifyReply) {
  const session = launchOf(ctx, request.headers[GAME_SESSION_HEADER], request.params.gp, request.params.code);
  const lang = spinLang(request, session?.lang);
  if (!session) return refuse(reply, 403, 'sessionEnded', lang);
  const result = playSpin(ctx, session, (request.body as { bet?: unknown } | undefined)?.bet);
  if ('refused' in result)
    return refuse(
      reply,
      result.refused,
      result.reason,
      lang,
      result.reason === 'invalidBet' ? betsText(session.currency, lang) : undefined,
    );
  const { outcome } = result;
  const message =
    outcome.payout > 0
      ? pageText('win', lang, { amount: `${formatMoney(outcome.payout, lang)} ${session.currency}` })
      : pageText('lose', lang);
  return spinAnswer(reply, result, lang, message);
}

function demoGamePage(ctx: SandboxContext, request: GameRequest, reply: FastifyReply) {
  const demo = ctx.demoLaunches.live((request.query as Query).session, request.params.gp, request.params.code, ctx.now());
  if (!demo) return linkInvalid(ctx, request, reply);
  const lang = queryLang(request, demo.lang);
  const html = slotPage({
    lang,
    gameName: gameName(demo, lang),
    providerName: demo.gp_name,
    accent: safeColor(providerColor(ctx.db, demo.gp_id), '#7b2cbf'),
    cash: demo.credit,
    currency: demo.currency,
    bets: betOptions(demo.currency),
    lobbyUrl: demo.backUrl ?? '',
    demo: true,
    spinUrl: `/demo-games/${encodeURIComponent(demo.gp_id)}/${encodeURIComponent(demo.game_code)}/spin`,
    session: demo.token,
  });
  return sendPage(reply, 200, html, ctx.siteOrigins);
}

function demoSpin(ctx: SandboxContext, request: GameRequest, reply: FastifyReply) {
  const demo = ctx.demoLaunches.live(request.headers[GAME_SESSION_HEADER], request.params.gp, request.params.code, ctx.now());
  const lang = spinLang(request, demo?.lang);
  if (!demo) return refuse(reply, 403, 'sessionEnded', lang);
  const result = ctx.demoLaunches.spin(demo, (request.body as { bet?: unknown } | undefined)?.bet);
  if (!result.ok && result.reason === 'invalidBet') return refuse(reply, 400, 'invalidBet', lang, betsText(demo.currency, lang));
  if (!result.ok) return refuse(reply, 409, 'demoCreditLow', lang);
  const { outcome, credit } = result;
  const message = outcome.payout > 0 ? pageText('demoWin', lang, { amount: formatMoney(outcome.payout, lang) }) : pageText('lose', lang);
  return spinAnswer(reply, { spin: result.spin, outcome, bet: result.bet, cash: credit }, lang, message);
}

function sportBettingPage(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Query;
  const parent = siteOriginOf(query.parent ?? '', null, ctx.siteOrigins);
  const lang = queryLang(request);
  if (parent === null || !/^https?:\/\//i.test(query.parent ?? ''))
    return sendPage(reply, 400, noticePage(lang, pageText('parentInvalidTitle', lang), pageText('parentInvalid', lang)), []);
  return sendPage(reply, 200, sportPage({ lang, parentOrigin: parent, games: sportGameLinks(ctx.db, lang) }), [parent]);
}

/**
 * The stand-in provider's pages, on the sandbox's own origin (SANDBOX_PUBLIC_URL), as a real game
 * or sport provider is another origin than the site (the spins over games/slot-spins.ts):
 * - GET /games/<gp_id>/<game_code>?session=<token>&lang= — the slot of one launch (play1's url);
 * - POST /games/<gp_id>/<game_code>/spin — one spin, authorised by the launch's token;
 * - GET /demo-games/<gp_id>/<game_code>?session=<token>&lang= — a visitor's demo (/demo/play's
 *   game_url): the same slot on demo credit; POST …/spin spends only that credit;
 * - GET /sport/?parent=<site origin>&lang= — the betting page sport-quickbet-url answers;
 * - GET /games/static/<file> — their script and style files.
 */
export function gamePageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const files = new Map(Object.keys(STATIC_TYPES).map((name) => [name, fs.readFileSync(path.join(STATIC_DIR, name), 'utf8')]));
  app.get<{ Params: { file: string } }>('/games/static/:file', (request, reply) => {
    const body = files.get(request.params.file);
    const type = STATIC_TYPES[request.params.file];
    if (body === undefined || type === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(type).header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(body);
  });
  app.get<{ Params: { gp: string; code: string } }>('/games/:gp/:code', (request, reply) => slotGamePage(ctx, request, reply));
  app.post<{ Params: { gp: string; code: string } }>('/games/:gp/:code/spin', (request, reply) => slotSpin(ctx, request, reply));
  app.get<{ Params: { gp: string; code: string } }>('/demo-games/:gp/:code', (request, reply) => demoGamePage(ctx, request, reply));
  app.post<{ Params: { gp: string; code: string } }>('/demo-games/:gp/:code/spin', (request, reply) => demoSpin(ctx, request, reply));
  app.get('/sport', (request, reply) => sportBettingPage(ctx, request, reply));
}
