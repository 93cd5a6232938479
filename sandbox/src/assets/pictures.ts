import type { Db } from '../db/db';
import { parseJson, type I18nText } from '../http/json';
import { parseLang, pick } from '../http/lang';
import { localized } from '../locales';
import { gameArtSvg, iconSvg, isMotif, motifForGame, motifForTitle, promoArtSvg } from './art';
import { colorsFor, pictureSvg, safeColor } from './svg';
import { BANNER_SIZES } from './urls';

/**
 * The pictures /api/assets/* draws from the database: banners, game and provider icons, game-type
 * icons, logos and generic pictures. Each answers the SVG, or null for a name that matches nothing.
 */

export type PictureQuery = Record<string, string | undefined>;

const PLAY_NOW: I18nText = localized('Play now', '立即游戏', 'Chơi ngay');
const LEARN_MORE: I18nText = localized('Learn more', '了解详情', 'Xem chi tiết');

/** `<id>.svg`: a banner's picture with its title and call to action in `lang`. */
export function bannerPicture(db: Db, file: string, query: PictureQuery): string | null {
  const id = /^(\d+)\.svg$/.exec(file)?.[1];
  const row = id
    ? (db.prepare('SELECT id, use_type, title_i18n, link_type, color_from, color_to FROM banners WHERE id = ?').get(Number(id)) as
        { id: number; use_type: number; title_i18n: string; link_type: number; color_from: string; color_to: string } | undefined)
    : undefined;
  if (!row) return null;
  const size = BANNER_SIZES[row.use_type] ?? { width: 1920, height: 500 };
  const lang = parseLang(query.lang);
  const titles = parseJson<I18nText>(row.title_i18n, {});
  return promoArtSvg({
    ...size,
    title: pick(titles, lang),
    cta: pick(row.link_type === 2 ? PLAY_NOW : LEARN_MORE, lang),
    from: safeColor(row.color_from, '#1d2b64'),
    to: safeColor(row.color_to, '#f8cdda'),
    motif: motifForTitle(titles.en_US ?? pick(titles, lang)),
  });
}

/** `<game_code>.svg` of a provider: the game's icon. */
export function gamePicture(db: Db, gp: string, file: string, query: PictureQuery): string | null {
  const code = /^(.+)\.svg$/.exec(file)?.[1];
  const row = code
    ? (db
        .prepare(
          'SELECT g.game_code, g.game_type, g.name_i18n, p.gp_name, p.color FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.gp_id = ? AND g.game_code = ?',
        )
        .get(gp, code) as { game_code: string; game_type: number; name_i18n: string; gp_name: string; color: string } | undefined)
    : undefined;
  if (!row) return null;
  const [from, to] = colorsFor(row.game_code, row.color);
  const names = parseJson<I18nText>(row.name_i18n, {});
  const name = pick(names, parseLang(query.lang));
  return gameArtSvg({ size: 240, name, provider: row.gp_name, from, to, motif: motifForGame(row.game_type, names.en_US ?? name) });
}

/** `GP<id>.svg`: a provider's badge. */
export function providerPicture(db: Db, file: string): string | null {
  const gp = /^(GP\w+)\.svg$/.exec(file)?.[1];
  const row = gp
    ? (db.prepare('SELECT gp_id, gp_name, color FROM providers WHERE gp_id = ?').get(gp) as
        { gp_id: string; gp_name: string; color: string } | undefined)
    : undefined;
  return row ? pictureSvg({ width: 200, height: 80, title: row.gp_name, from: safeColor(row.color, '#333'), to: '#111111' }) : null;
}

/** `<gt_id>.svg`: a game type's icon (`active=1` lit). */
export function gameTypePicture(db: Db, file: string, query: PictureQuery): string | null {
  const gt = /^(\d+)\.svg$/.exec(file)?.[1];
  const row = gt
    ? (db.prepare('SELECT gt_id, code, name_i18n FROM game_types WHERE gt_id = ?').get(Number(gt)) as
        { gt_id: number; code: string; name_i18n: string } | undefined)
    : undefined;
  if (!row) return null;
  const name = pick(parseJson<I18nText>(row.name_i18n, {}), parseLang(query.lang));
  return iconSvg(96, motifForGame(row.gt_id, ''), name, query.active === '1');
}

/** `<motif>.svg`: a motif's icon. */
export function motifPicture(file: string): string | null {
  const motif = /^([a-z]+)\.svg$/.exec(file)?.[1];
  return isMotif(motif) ? iconSvg(96, motif, motif, false) : null;
}

/** `<site>-(desktop|mobile|footer).svg`: a site's logo. */
export function logoPicture(db: Db, file: string): string | null {
  const match = /^(\d+)-(desktop|mobile|footer)\.svg$/.exec(file);
  const site = match
    ? (db.prepare('SELECT site_name FROM sites WHERE site_id = ?').get(Number(match[1])) as { site_name: string } | undefined)
    : undefined;
  if (!match || !site) return null;
  const size =
    match[2] === 'desktop' ? { width: 240, height: 64 } : match[2] === 'mobile' ? { width: 160, height: 48 } : { width: 200, height: 60 };
  return pictureSvg({ ...size, title: site.site_name, from: '#b8860b', to: '#5c3d00' });
}

/** `<w>x<h>.svg`: a generic picture; a motif makes it a promotional one (promotions, ads, sponsorships, bulletins), else a plain badge. */
export function genericPicture(file: string, query: PictureQuery): string | null {
  const match = /^(\d{1,4})x(\d{1,4})\.svg$/.exec(file);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 1 || height < 1 || width > 4000 || height > 4000) return null;
  const title = (query.title ?? '').slice(0, 80);
  const from = safeColor(query.from, '#333333');
  const to = safeColor(query.to, '#777777');
  if (isMotif(query.motif))
    return promoArtSvg({ width, height, title, tagline: query.tagline?.slice(0, 120), from, to, motif: query.motif });
  return pictureSvg({ width, height, title, from, to });
}
