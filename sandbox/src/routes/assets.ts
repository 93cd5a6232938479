import type { FastifyInstance, FastifyReply } from 'fastify';
import { BANNER_SIZES } from '../assets/urls';
import { colorsFor, pictureSvg, safeColor } from '../assets/svg';
import type { SandboxContext } from '../context';
import { envelope } from '../http/envelope';
import { parseLang, pick } from '../http/lang';
import { parseJson, type I18nText } from './rows';

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

function notFound(reply: FastifyReply, what: string): FastifyReply {
  return reply.code(404).send(envelope(false, 404, `No such picture: ${what}`, null));
}

const query = (request: { query: unknown }): Record<string, string | undefined> =>
  (request.query ?? {}) as Record<string, string | undefined>;

/** GET /api/assets/*: banners, game and provider icons, logos, generic pictures and the demo game page. */
export function assetRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get<{ Params: { file: string } }>('/assets/banners/:file', (request, reply) => {
    const id = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
    const row = id
      ? (db.prepare('SELECT id, use_type, title_i18n, color_from, color_to FROM banners WHERE id = ?').get(Number(id)) as
          { id: number; use_type: number; title_i18n: string; color_from: string; color_to: string } | undefined)
      : undefined;
    if (!row) return notFound(reply, request.params.file);
    const size = BANNER_SIZES[row.use_type] ?? { width: 1920, height: 500 };
    const lang = parseLang(query(request).lang);
    const subtitle = { 0: 'Desktop 1920×500', 1: 'Desktop small 600×300', 2: 'Mobile 750×360' }[row.use_type] ?? '';
    return sendSvg(
      reply,
      pictureSvg({
        ...size,
        title: pick(parseJson<I18nText>(row.title_i18n, {}), lang),
        subtitle: `#${row.id} · ${subtitle}`,
        from: safeColor(row.color_from, '#1d2b64'),
        to: safeColor(row.color_to, '#f8cdda'),
      }),
    );
  });

  app.get<{ Params: { gp: string; file: string } }>('/assets/games/:gp/:file', (request, reply) => {
    const code = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    const row = code
      ? (db
          .prepare(
            'SELECT g.game_code, g.name_i18n, p.gp_name, p.color FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.gp_id = ? AND g.game_code = ?',
          )
          .get(request.params.gp, code) as { game_code: string; name_i18n: string; gp_name: string; color: string } | undefined)
      : undefined;
    if (!row) return notFound(reply, `${request.params.gp}/${request.params.file}`);
    const [from, to] = colorsFor(row.game_code, row.color);
    const name = pick(parseJson<I18nText>(row.name_i18n, {}), parseLang(query(request).lang));
    return sendSvg(reply, pictureSvg({ width: 240, height: 240, title: name, badge: [...name][0] ?? '?', from, to }));
  });

  app.get<{ Params: { file: string } }>('/assets/providers/:file', (request, reply) => {
    const gp = /^(GP\w+)\.svg$/.exec(request.params.file)?.[1];
    const row = gp
      ? (db.prepare('SELECT gp_id, gp_name, color FROM providers WHERE gp_id = ?').get(gp) as
          { gp_id: string; gp_name: string; color: string } | undefined)
      : undefined;
    if (!row) return notFound(reply, request.params.file);
    return sendSvg(reply, pictureSvg({ width: 200, height: 80, title: row.gp_name, from: safeColor(row.color, '#333'), to: '#111111' }));
  });

  app.get<{ Params: { file: string } }>('/assets/game-types/:file', (request, reply) => {
    const gt = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
    const row = gt
      ? (db.prepare('SELECT gt_id, code, name_i18n FROM game_types WHERE gt_id = ?').get(Number(gt)) as
          { gt_id: number; code: string; name_i18n: string } | undefined)
      : undefined;
    if (!row) return notFound(reply, request.params.file);
    const active = query(request).active === '1';
    const name = pick(parseJson<I18nText>(row.name_i18n, {}), parseLang(query(request).lang));
    return sendSvg(
      reply,
      pictureSvg({
        width: 96,
        height: 96,
        title: name,
        badge: row.code.slice(0, 2).toUpperCase(),
        from: active ? '#f5af19' : '#3a3a3a',
        to: active ? '#f12711' : '#1a1a1a',
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/assets/logos/:file', (request, reply) => {
    const match = /^(\d+)-(desktop|mobile|footer)\.svg$/.exec(request.params.file);
    const site = match
      ? (db.prepare('SELECT site_name FROM sites WHERE site_id = ?').get(Number(match[1])) as { site_name: string } | undefined)
      : undefined;
    if (!match || !site) return notFound(reply, request.params.file);
    const size =
      match[2] === 'desktop' ? { width: 240, height: 64 } : match[2] === 'mobile' ? { width: 160, height: 48 } : { width: 200, height: 60 };
    return sendSvg(reply, pictureSvg({ ...size, title: site.site_name, from: '#b8860b', to: '#5c3d00' }));
  });

  app.get<{ Params: { file: string } }>('/assets/pictures/:file', (request, reply) => {
    const match = /^(\d{1,4})x(\d{1,4})\.svg$/.exec(request.params.file);
    const width = Number(match?.[1]);
    const height = Number(match?.[2]);
    if (!match || width < 1 || height < 1 || width > 4000 || height > 4000) return notFound(reply, request.params.file);
    const q = query(request);
    return sendSvg(
      reply,
      pictureSvg({
        width,
        height,
        title: (q.title ?? '').slice(0, 80),
        from: safeColor(q.from, '#333333'),
        to: safeColor(q.to, '#777777'),
      }),
    );
  });
}
