/** Pictures drawn on the fly: a gradient, a title and a subtitle, nothing fetched from outside. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

const COLOR = /^#[0-9a-fA-F]{3,8}$/;

export function safeColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && COLOR.test(value) ? value : fallback;
}

export interface PictureOptions {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  from: string;
  to: string;
  /** a round badge in the middle instead of a wide title (icons) */
  badge?: string;
}

export function pictureSvg(o: PictureOptions): string {
  const id = `g${Math.abs(hash(`${o.from}${o.to}${o.title}`))}`;
  const titleSize = Math.max(10, Math.round(Math.min(o.height * 0.18, (o.width * 1.6) / Math.max(8, o.title.length))));
  const subtitleSize = Math.max(8, Math.round(titleSize * 0.45));
  const badge = o.badge
    ? `<circle cx="${o.width / 2}" cy="${o.height * 0.42}" r="${Math.min(o.width, o.height) * 0.26}" fill="rgba(255,255,255,0.18)"/>` +
      `<text x="50%" y="${o.height * 0.42}" dy="0.35em" text-anchor="middle" font-size="${Math.round(Math.min(o.width, o.height) * 0.2)}" font-weight="700" fill="#fff">${escapeXml(o.badge)}</text>`
    : '';
  const titleY = o.badge ? o.height * 0.82 : o.height * (o.subtitle ? 0.46 : 0.5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}" role="img" aria-label="${escapeXml(o.title)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#${id})"/>`,
    `<g fill="#fff" opacity="0.08"><circle cx="${o.width * 0.85}" cy="${o.height * 0.2}" r="${o.height * 0.6}"/><circle cx="${o.width * 0.1}" cy="${o.height}" r="${o.height * 0.45}"/></g>`,
    badge,
    `<g font-family="'Helvetica Neue', Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif" text-anchor="middle" fill="#fff">`,
    `<text x="50%" y="${titleY}" dy="0.35em" font-size="${o.badge ? Math.max(9, Math.round(o.height * 0.09)) : titleSize}" font-weight="700">${escapeXml(o.title)}</text>`,
    o.subtitle
      ? `<text x="50%" y="${o.height * 0.68}" dy="0.35em" font-size="${subtitleSize}" opacity="0.85">${escapeXml(o.subtitle)}</text>`
      : '',
    `</g></svg>`,
  ].join('');
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return h;
}

/** Colours derived from a seed string, for pictures that have no stored colours (games). */
export function colorsFor(seed: string, base: string): [string, string] {
  const h = Math.abs(hash(seed)) % 360;
  return [safeColor(base, '#333333'), `hsl(${h}, 70%, 45%)`];
}
