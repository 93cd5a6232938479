/**
 * The sandbox's artwork, drawn on the fly like a designer's promotional pictures: gradients, light,
 * an illustration (motif) and a title laid out so it always fits inside the picture, with room to
 * spare for a box that crops a little (object-fit: cover). No internal labels, nothing fetched.
 */
import { escapeXml } from './svg';

/** The illustrations the pictures can carry. */
export const MOTIFS = [
  'gift',
  'reels',
  'cards',
  'ball',
  'fish',
  'controller',
  'crown',
  'coins',
  'star',
  'shield',
  'lottery',
  // Icons of the site's shortcuts (floating buttons, mobile quick links).
  'chat',
  'phone',
  'envelope',
  'bell',
  'wallet',
  'user',
  'deposit',
  'withdraw',
] as const;

export type Motif = (typeof MOTIFS)[number];

export function isMotif(value: unknown): value is Motif {
  return typeof value === 'string' && (MOTIFS as readonly string[]).includes(value);
}

const FONT = `'Noto Sans', 'Helvetica Neue', Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif`;
const GOLD = '#ffd66b';

/** Rough advance width of a character in ems (bold): wide for CJK, narrow for spaces and punctuation. */
function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1.02;
  if (char === ' ') return 0.3;
  if (/[.,:;'!|il]/.test(char)) return 0.32;
  if (/[A-Z0-9%#@&MW]/.test(char)) return 0.7;
  return 0.6;
}

/** Estimated width of a text at a font size (generous, so a real font draws it narrower). */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * fontSize;
}

/** Splits a title into at most `maxLines` lines no wider than `width` at `fontSize`, or null when it does not fit. */
function wrap(text: string, width: number, fontSize: number, maxLines: number): string[] | null {
  // CJK titles break anywhere; others break at spaces.
  const words = /[\u2e80-\uffff]/.test(text) && !text.includes(' ') ? [...text] : text.split(/\s+/);
  const joiner = words.length === [...text].length ? '' : ' ';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word;
    if (textWidth(next, fontSize) <= width) line = next;
    else {
      if (!line || textWidth(word, fontSize) > width) return null;
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** The largest font size (down to `min`) at which a text fits a box of `width` in `maxLines` lines. */
export function fitText(text: string, width: number, max: number, min: number, maxLines: number): FittedText {
  for (let size = Math.floor(max); size >= min; size -= 1) {
    const lines = wrap(text, width, size, maxLines);
    if (lines) return { lines, fontSize: size };
  }
  // Too long even at the smallest size: shorten the last line rather than draw past the edge.
  const lines = wrap(text, width, min, Number.POSITIVE_INFINITY) ?? [text];
  const kept = lines.slice(0, maxLines);
  let last = kept[kept.length - 1] ?? '';
  while (last.length > 1 && textWidth(`${last}…`, min) > width) last = last.slice(0, -1);
  kept[kept.length - 1] = lines.length > maxLines ? `${last}…` : last;
  return { lines: kept, fontSize: min };
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

function textLines(fit: FittedText, x: number, firstY: number, anchor: 'start' | 'middle', extra = ''): string {
  const lineHeight = fit.fontSize * 1.12;
  return fit.lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(firstY + i * lineHeight).toFixed(1)}" text-anchor="${anchor}" font-size="${fit.fontSize}" font-weight="800" ${extra}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Sparkles and soft light circles, placed from a seed so each picture differs. */
function decorations(width: number, height: number, seed: string): string {
  const h = hash(seed);
  const parts: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = ((h >> i) % 97) / 97;
    const y = ((h >> (i + 3)) % 89) / 89;
    const r = Math.min(width, height) * (0.01 + (((h >> (i + 5)) % 7) / 7) * 0.018);
    parts.push(sparkle(width * (0.05 + x * 0.9), height * (0.08 + y * 0.84), r));
  }
  return `<g fill="#fff" opacity="0.75">${parts.join('')}</g>`;
}

function sparkle(x: number, y: number, r: number): string {
  const s = r * 0.28;
  return `<path d="M${x} ${y - r}L${x + s} ${y - s}L${x + r} ${y}L${x + s} ${y + s}L${x} ${y + r}L${x - s} ${y + s}L${x - r} ${y}L${x - s} ${y - s}Z"/>`;
}

/** An illustration centred on (cx, cy) with a size of about `r` (radius). */
export function motifSvg(motif: Motif, cx: number, cy: number, r: number, accent: string): string {
  const n = (value: number) => value.toFixed(1);
  switch (motif) {
    case 'gift':
      return (
        `<rect x="${n(cx - r * 0.8)}" y="${n(cy - r * 0.2)}" width="${n(r * 1.6)}" height="${n(r)}" rx="${n(r * 0.08)}" fill="${accent}"/>` +
        `<rect x="${n(cx - r * 0.9)}" y="${n(cy - r * 0.5)}" width="${n(r * 1.8)}" height="${n(r * 0.36)}" rx="${n(r * 0.08)}" fill="${accent}" opacity="0.85"/>` +
        `<rect x="${n(cx - r * 0.12)}" y="${n(cy - r * 0.5)}" width="${n(r * 0.24)}" height="${n(r * 1.3)}" fill="#fff"/>` +
        `<path d="M${n(cx)} ${n(cy - r * 0.5)}C${n(cx - r * 0.7)} ${n(cy - r * 1.2)} ${n(cx - r * 0.9)} ${n(cy - r * 0.4)} ${n(cx)} ${n(cy - r * 0.5)}C${n(cx + r * 0.9)} ${n(cy - r * 0.4)} ${n(cx + r * 0.7)} ${n(cy - r * 1.2)} ${n(cx)} ${n(cy - r * 0.5)}Z" fill="none" stroke="#fff" stroke-width="${n(r * 0.1)}"/>`
      );
    case 'reels': {
      const w = r * 0.56;
      return (
        `<rect x="${n(cx - r * 1.02)}" y="${n(cy - r * 0.62)}" width="${n(r * 2.04)}" height="${n(r * 1.24)}" rx="${n(r * 0.16)}" fill="${accent}"/>` +
        [-1, 0, 1]
          .map(
            (i) =>
              `<rect x="${n(cx + i * w * 1.1 - w / 2)}" y="${n(cy - r * 0.48)}" width="${n(w)}" height="${n(r * 0.96)}" rx="${n(r * 0.08)}" fill="#fff"/>` +
              `<text x="${n(cx + i * w * 1.1)}" y="${n(cy + r * 0.25)}" text-anchor="middle" font-size="${n(r * 0.7)}" font-weight="900" fill="#d7263d">7</text>`,
          )
          .join('')
      );
    }
    case 'cards':
      return (
        `<g transform="rotate(-14 ${n(cx)} ${n(cy)})"><rect x="${n(cx - r * 0.75)}" y="${n(cy - r * 0.75)}" width="${n(r * 0.95)}" height="${n(r * 1.35)}" rx="${n(r * 0.1)}" fill="#fff"/>` +
        `<text x="${n(cx - r * 0.28)}" y="${n(cy + r * 0.12)}" text-anchor="middle" font-size="${n(r * 0.7)}" font-weight="900" fill="#1b1b1b">A</text></g>` +
        `<g transform="rotate(12 ${n(cx)} ${n(cy)})"><rect x="${n(cx - r * 0.1)}" y="${n(cy - r * 0.7)}" width="${n(r * 0.95)}" height="${n(r * 1.35)}" rx="${n(r * 0.1)}" fill="#fff"/>` +
        heart(cx + r * 0.37, cy - r * 0.02, r * 0.3, '#d7263d') +
        `</g>` +
        `<circle cx="${n(cx + r * 0.7)}" cy="${n(cy + r * 0.62)}" r="${n(r * 0.3)}" fill="${accent}" stroke="#fff" stroke-width="${n(r * 0.07)}" stroke-dasharray="${n(r * 0.12)} ${n(r * 0.1)}"/>`
      );
    case 'ball':
      return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="#fff"/>` +
        `<path d="M${n(cx)} ${n(cy - r * 0.28)}L${n(cx + r * 0.27)} ${n(cy - r * 0.08)}L${n(cx + r * 0.17)} ${n(cy + r * 0.24)}L${n(cx - r * 0.17)} ${n(cy + r * 0.24)}L${n(cx - r * 0.27)} ${n(cy - r * 0.08)}Z" fill="#1b1b1b"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="${accent}" stroke-width="${n(r * 0.08)}"/>`
      );
    case 'fish':
      return (
        `<path d="M${n(cx - r * 0.9)} ${n(cy)}C${n(cx - r * 0.4)} ${n(cy - r * 0.75)} ${n(cx + r * 0.5)} ${n(cy - r * 0.6)} ${n(cx + r * 0.8)} ${n(cy)}C${n(cx + r * 0.5)} ${n(cy + r * 0.6)} ${n(cx - r * 0.4)} ${n(cy + r * 0.75)} ${n(cx - r * 0.9)} ${n(cy)}Z" fill="${accent}"/>` +
        `<path d="M${n(cx + r * 0.7)} ${n(cy)}L${n(cx + r * 1.1)} ${n(cy - r * 0.4)}L${n(cx + r * 1.1)} ${n(cy + r * 0.4)}Z" fill="${accent}"/>` +
        `<circle cx="${n(cx - r * 0.5)}" cy="${n(cy - r * 0.1)}" r="${n(r * 0.1)}" fill="#fff"/>` +
        `<g fill="none" stroke="#fff" stroke-width="${n(r * 0.05)}" opacity="0.8"><circle cx="${n(cx - r * 1.1)}" cy="${n(cy - r * 0.6)}" r="${n(r * 0.12)}"/><circle cx="${n(cx - r * 1.25)}" cy="${n(cy - r * 0.95)}" r="${n(r * 0.08)}"/></g>`
      );
    case 'controller':
      return (
        `<rect x="${n(cx - r)}" y="${n(cy - r * 0.45)}" width="${n(r * 2)}" height="${n(r * 0.9)}" rx="${n(r * 0.45)}" fill="${accent}"/>` +
        `<rect x="${n(cx - r * 0.7)}" y="${n(cy - r * 0.06)}" width="${n(r * 0.4)}" height="${n(r * 0.12)}" fill="#fff"/>` +
        `<rect x="${n(cx - r * 0.56)}" y="${n(cy - r * 0.2)}" width="${n(r * 0.12)}" height="${n(r * 0.4)}" fill="#fff"/>` +
        `<circle cx="${n(cx + r * 0.45)}" cy="${n(cy - r * 0.1)}" r="${n(r * 0.09)}" fill="#fff"/><circle cx="${n(cx + r * 0.65)}" cy="${n(cy + r * 0.1)}" r="${n(r * 0.09)}" fill="#fff"/>`
      );
    case 'crown':
      return (
        `<path d="M${n(cx - r * 0.9)} ${n(cy + r * 0.45)}L${n(cx - r)} ${n(cy - r * 0.45)}L${n(cx - r * 0.45)} ${n(cy)}L${n(cx)} ${n(cy - r * 0.7)}L${n(cx + r * 0.45)} ${n(cy)}L${n(cx + r)} ${n(cy - r * 0.45)}L${n(cx + r * 0.9)} ${n(cy + r * 0.45)}Z" fill="${accent}"/>` +
        `<rect x="${n(cx - r * 0.9)}" y="${n(cy + r * 0.5)}" width="${n(r * 1.8)}" height="${n(r * 0.22)}" rx="${n(r * 0.06)}" fill="${accent}"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy + r * 0.15)}" r="${n(r * 0.13)}" fill="#fff"/>`
      );
    case 'coins':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${n(cx - r * 0.3)}" cy="${n(cy + r * 0.55 - i * r * 0.22)}" rx="${n(r * 0.55)}" ry="${n(r * 0.18)}" fill="${accent}" stroke="#fff" stroke-width="${n(r * 0.04)}"/>`,
        )
        .concat(
          `<circle cx="${n(cx + r * 0.45)}" cy="${n(cy - r * 0.1)}" r="${n(r * 0.5)}" fill="${accent}" stroke="#fff" stroke-width="${n(r * 0.06)}"/>`,
          `<text x="${n(cx + r * 0.45)}" y="${n(cy + r * 0.08)}" text-anchor="middle" font-size="${n(r * 0.5)}" font-weight="900" fill="#fff">$</text>`,
        )
        .join('');
    case 'shield':
      return (
        `<path d="M${n(cx)} ${n(cy - r * 0.9)}L${n(cx + r * 0.75)} ${n(cy - r * 0.6)}C${n(cx + r * 0.75)} ${n(cy + r * 0.2)} ${n(cx + r * 0.4)} ${n(cy + r * 0.7)} ${n(cx)} ${n(cy + r * 0.9)}C${n(cx - r * 0.4)} ${n(cy + r * 0.7)} ${n(cx - r * 0.75)} ${n(cy + r * 0.2)} ${n(cx - r * 0.75)} ${n(cy - r * 0.6)}Z" fill="${accent}"/>` +
        `<path d="M${n(cx - r * 0.32)} ${n(cy)}L${n(cx - r * 0.06)} ${n(cy + r * 0.28)}L${n(cx + r * 0.36)} ${n(cy - r * 0.24)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'lottery':
      return [
        [-0.5, 0.25, '#d7263d'],
        [0.1, -0.3, accent],
        [0.55, 0.3, '#1b998b'],
      ]
        .map(
          ([dx, dy, color]) =>
            `<circle cx="${n(cx + Number(dx) * r)}" cy="${n(cy + Number(dy) * r)}" r="${n(r * 0.42)}" fill="${String(color)}"/>` +
            `<circle cx="${n(cx + Number(dx) * r)}" cy="${n(cy + Number(dy) * r)}" r="${n(r * 0.22)}" fill="#fff"/>`,
        )
        .join('');
    case 'chat':
      return (
        `<path d="M${n(cx - r * 0.8)} ${n(cy - r * 0.6)}H${n(cx + r * 0.8)}V${n(cy + r * 0.4)}H${n(cx - r * 0.1)}L${n(cx - r * 0.5)} ${n(cy + r * 0.8)}V${n(cy + r * 0.4)}H${n(cx - r * 0.8)}Z" fill="${accent}" stroke-linejoin="round"/>` +
        [-0.4, 0, 0.4].map((dx) => `<circle cx="${n(cx + dx * r)}" cy="${n(cy - r * 0.1)}" r="${n(r * 0.1)}" fill="#1b1b1b"/>`).join('')
      );
    case 'phone':
      return (
        `<rect x="${n(cx - r * 0.45)}" y="${n(cy - r * 0.85)}" width="${n(r * 0.9)}" height="${n(r * 1.7)}" rx="${n(r * 0.14)}" fill="${accent}"/>` +
        `<rect x="${n(cx - r * 0.33)}" y="${n(cy - r * 0.65)}" width="${n(r * 0.66)}" height="${n(r * 1.1)}" fill="#1b1b1b"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy + r * 0.66)}" r="${n(r * 0.08)}" fill="#1b1b1b"/>`
      );
    case 'envelope':
      return (
        `<rect x="${n(cx - r * 0.85)}" y="${n(cy - r * 0.55)}" width="${n(r * 1.7)}" height="${n(r * 1.1)}" rx="${n(r * 0.1)}" fill="${accent}"/>` +
        `<path d="M${n(cx - r * 0.8)} ${n(cy - r * 0.5)}L${n(cx)} ${n(cy + r * 0.1)}L${n(cx + r * 0.8)} ${n(cy - r * 0.5)}" fill="none" stroke="#1b1b1b" stroke-width="${n(r * 0.1)}" stroke-linejoin="round"/>`
      );
    case 'bell':
      return (
        `<path d="M${n(cx - r * 0.7)} ${n(cy + r * 0.45)}C${n(cx - r * 0.5)} ${n(cy + r * 0.2)} ${n(cx - r * 0.55)} ${n(cy - r * 0.75)} ${n(cx)} ${n(cy - r * 0.75)}C${n(cx + r * 0.55)} ${n(cy - r * 0.75)} ${n(cx + r * 0.5)} ${n(cy + r * 0.2)} ${n(cx + r * 0.7)} ${n(cy + r * 0.45)}Z" fill="${accent}"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy + r * 0.62)}" r="${n(r * 0.16)}" fill="${accent}"/>`
      );
    case 'wallet':
      return (
        `<rect x="${n(cx - r * 0.85)}" y="${n(cy - r * 0.55)}" width="${n(r * 1.7)}" height="${n(r * 1.2)}" rx="${n(r * 0.16)}" fill="${accent}"/>` +
        `<rect x="${n(cx + r * 0.25)}" y="${n(cy - r * 0.18)}" width="${n(r * 0.6)}" height="${n(r * 0.46)}" rx="${n(r * 0.1)}" fill="#1b1b1b"/>` +
        `<circle cx="${n(cx + r * 0.48)}" cy="${n(cy + r * 0.05)}" r="${n(r * 0.08)}" fill="${accent}"/>`
      );
    case 'user':
      return (
        `<circle cx="${n(cx)}" cy="${n(cy - r * 0.35)}" r="${n(r * 0.38)}" fill="${accent}"/>` +
        `<path d="M${n(cx - r * 0.75)} ${n(cy + r * 0.8)}C${n(cx - r * 0.75)} ${n(cy + r * 0.1)} ${n(cx + r * 0.75)} ${n(cy + r * 0.1)} ${n(cx + r * 0.75)} ${n(cy + r * 0.8)}Z" fill="${accent}"/>`
      );
    case 'deposit':
    case 'withdraw': {
      const down = motif === 'deposit';
      const tip = down ? cy + r * 0.35 : cy - r * 0.85;
      const tail = down ? cy - r * 0.85 : cy + r * 0.35;
      const head = down ? -1 : 1;
      return (
        `<rect x="${n(cx - r * 0.85)}" y="${n(cy + r * 0.45)}" width="${n(r * 1.7)}" height="${n(r * 0.35)}" rx="${n(r * 0.08)}" fill="${accent}"/>` +
        `<path d="M${n(cx)} ${n(tail)}V${n(tip)}M${n(cx - r * 0.4)} ${n(tip + head * r * 0.4)}L${n(cx)} ${n(tip)}L${n(cx + r * 0.4)} ${n(tip + head * r * 0.4)}" fill="none" stroke="${accent}" stroke-width="${n(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    }
    case 'star':
    default: {
      const points: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const radius = i % 2 === 0 ? r * 0.9 : r * 0.38;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        points.push(`${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`);
      }
      return `<path d="M${points.join('L')}Z" fill="${accent}" stroke="#fff" stroke-width="${n(r * 0.05)}"/>`;
    }
  }
}

function heart(x: number, y: number, s: number, fill: string): string {
  const n = (value: number) => value.toFixed(1);
  return `<path d="M${n(x)} ${n(y + s * 0.8)}C${n(x - s * 1.2)} ${n(y)} ${n(x - s * 0.6)} ${n(y - s * 0.9)} ${n(x)} ${n(y - s * 0.3)}C${n(x + s * 0.6)} ${n(y - s * 0.9)} ${n(x + s * 1.2)} ${n(y)} ${n(x)} ${n(y + s * 0.8)}Z" fill="${fill}"/>`;
}

/** The motif a promotional title calls for (banners and promotions created later get one too). */
export function motifForTitle(title: string): Motif {
  const text = title.toLowerCase();
  const rules: [RegExp, Motif][] = [
    [/fish/, 'fish'],
    [/esport/, 'controller'],
    [/jackpot|rebate|cashback|sale/, 'coins'],
    [/slot|tournament/, 'reels'],
    [/live|casino|card|baccarat/, 'cards'],
    [/sport|parlay|football/, 'ball'],
    [/vip|birthday|club/, 'crown'],
    [/welcome|bonus|deposit|gift/, 'gift'],
    [/secur|safe|password/, 'shield'],
    [/lotto|lottery/, 'lottery'],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? 'star';
}

export interface PromoArtOptions {
  width: number;
  height: number;
  title: string;
  /** A line under the title (a promotion's summary), optional. */
  tagline?: string;
  /** The call to action in a pill under the text, optional. */
  cta?: string;
  from: string;
  to: string;
  motif: Motif;
}

/**
 * A promotional picture (banners, promotions, ads, sponsorships, bulletins): the text block on the
 * left 52 % after an 8 % safe margin, the illustration on the right. A box with another aspect that
 * crops the sides (cover) still shows every word; the text is sized to fit, never cut.
 */
export function promoArtSvg(o: PromoArtOptions): string {
  const { width: w, height: h } = o;
  const id = `p${hash(`${o.from}${o.to}${o.title}${w}x${h}`)}`;
  const marginX = w * 0.08;
  const textWidthMax = w * 0.52;
  const title = fitText(o.title, textWidthMax, h * 0.2, Math.max(10, h * 0.07), 2);
  const lineHeight = title.fontSize * 1.12;
  const tagline = o.tagline ? fitText(o.tagline, textWidthMax, Math.max(10, title.fontSize * 0.5), Math.max(8, h * 0.055), 2) : null;
  const ctaSize = Math.max(9, Math.round(h * 0.055));
  const blockHeight =
    title.lines.length * lineHeight +
    (tagline ? tagline.lines.length * tagline.fontSize * 1.25 + h * 0.03 : 0) +
    (o.cta ? ctaSize * 2.6 + h * 0.04 : 0);
  let y = (h - blockHeight) / 2 + title.fontSize * 0.85;
  const parts: string[] = [];
  parts.push(textLines(title, marginX, y, 'start', `fill="#fff" filter="url(#${id}s)"`));
  y += title.lines.length * lineHeight - title.fontSize * 0.85 + h * 0.03;
  if (tagline) {
    y += tagline.fontSize;
    parts.push(
      tagline.lines
        .map(
          (line, i) =>
            `<text x="${marginX}" y="${(y + i * tagline.fontSize * 1.25).toFixed(1)}" font-size="${tagline.fontSize}" font-weight="500" fill="#fff" opacity="0.92">${escapeXml(line)}</text>`,
        )
        .join(''),
    );
    y += (tagline.lines.length - 1) * tagline.fontSize * 1.25 + h * 0.04;
  }
  if (o.cta) {
    const pillWidth = textWidth(o.cta, ctaSize) + ctaSize * 2.4;
    const pillHeight = ctaSize * 2.2;
    parts.push(
      `<rect x="${marginX}" y="${y.toFixed(1)}" width="${pillWidth.toFixed(1)}" height="${pillHeight.toFixed(1)}" rx="${(pillHeight / 2).toFixed(1)}" fill="${GOLD}"/>`,
      `<text x="${(marginX + pillWidth / 2).toFixed(1)}" y="${(y + pillHeight / 2 + ctaSize * 0.36).toFixed(1)}" text-anchor="middle" font-size="${ctaSize}" font-weight="800" fill="#3b2a00">${escapeXml(o.cta)}</text>`,
    );
  }
  const r = Math.min(h * 0.3, w * 0.13);
  const cx = w * 0.8;
  const cy = h * 0.5;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(o.title)}">`,
    `<defs>`,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient>`,
    `<radialGradient id="${id}g" cx="0.8" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}d" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.65" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    `<filter id="${id}s" x="-5%" y="-20%" width="110%" height="140%"><feDropShadow dx="0" dy="${(h * 0.006).toFixed(1)}" stdDeviation="${(h * 0.008).toFixed(1)}" flood-color="#000" flood-opacity="0.45"/></filter>`,
    `</defs>`,
    `<rect width="100%" height="100%" fill="url(#${id})"/>`,
    // Light rays from behind the illustration.
    `<g fill="#fff" opacity="0.07">${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a1 = (Math.PI / 3) * i;
        const a2 = a1 + Math.PI / 10;
        const far = Math.max(w, h);
        return `<path d="M${cx} ${cy}L${(cx + far * Math.cos(a1)).toFixed(0)} ${(cy + far * Math.sin(a1)).toFixed(0)}L${(cx + far * Math.cos(a2)).toFixed(0)} ${(cy + far * Math.sin(a2)).toFixed(0)}Z"/>`;
      })
      .join('')}</g>`,
    `<rect width="100%" height="100%" fill="url(#${id}g)"/>`,
    `<rect width="100%" height="100%" fill="url(#${id}d)"/>`,
    decorations(w, h, o.title),
    `<g>${motifSvg(o.motif, cx, cy, r, GOLD)}</g>`,
    `<g font-family="${FONT}">`,
    parts.join(''),
    `</g></svg>`,
  ].join('');
}

const GAME_TYPE_MOTIFS: Record<number, Motif> = {
  2: 'reels',
  3: 'cards',
  4: 'ball',
  5: 'lottery',
  6: 'cards',
  7: 'ball',
  8: 'crown',
  9: 'controller',
};

/**
 * A game's motif by its type (2 slots, 3 live, 4 sport, 5 lottery, 6 cards, 7 virtual, 8 cockfight,
 * 9 esports); slots vary with their English name, so a grid of slots is not one picture repeated.
 */
export function motifForGame(gtId: number, englishName: string): Motif {
  if (gtId !== 2) return GAME_TYPE_MOTIFS[gtId] ?? 'star';
  const rules: [RegExp, Motif][] = [
    [/koi|fish/i, 'fish'],
    [/royal|empress|pharaoh|samurai/i, 'crown'],
    [/treasure|fortune|buffalo/i, 'coins'],
    [/lantern|phoenix|crystal|jade/i, 'star'],
  ];
  return rules.find(([pattern]) => pattern.test(englishName))?.[1] ?? 'reels';
}

export interface GameArtOptions {
  size: number;
  name: string;
  provider: string;
  from: string;
  to: string;
  motif: Motif;
}

/** A game's square tile: framed gradient, the illustration, the name in a band at the bottom, the provider on top. */
export function gameArtSvg(o: GameArtOptions): string {
  const s = o.size;
  const id = `t${hash(`${o.from}${o.to}${o.name}`)}`;
  const name = fitText(o.name, s * 0.84, s * 0.13, s * 0.07, 2);
  const lineHeight = name.fontSize * 1.12;
  const bandHeight = name.lines.length * lineHeight + s * 0.08;
  const bandTop = s - bandHeight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img" aria-label="${escapeXml(o.name)}">`,
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="${o.to}"/><stop offset="1" stop-color="${o.from}"/></radialGradient>`,
    `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="url(#${id})"/>`,
    `<circle cx="${s / 2}" cy="${(s * 0.4).toFixed(1)}" r="${(s * 0.34).toFixed(1)}" fill="#fff" opacity="0.12"/>`,
    decorations(s, s * 0.7, o.name),
    motifSvg(o.motif, s / 2, Math.min(s * 0.42, bandTop / 2 + s * 0.06), s * 0.26, GOLD),
    `<rect y="${(bandTop - s * 0.08).toFixed(1)}" width="${s}" height="${(bandHeight + s * 0.08).toFixed(1)}" fill="url(#${id}b)"/>`,
    `<rect x="${(s * 0.03).toFixed(1)}" y="${(s * 0.03).toFixed(1)}" width="${(s * 0.94).toFixed(1)}" height="${(s * 0.94).toFixed(1)}" rx="${(s * 0.06).toFixed(1)}" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="${(s * 0.012).toFixed(1)}"/>`,
    `<g font-family="${FONT}" fill="#fff">`,
    `<text x="${(s * 0.08).toFixed(1)}" y="${(s * 0.13).toFixed(1)}" font-size="${Math.max(8, Math.round(s * 0.06))}" font-weight="700" opacity="0.85">${escapeXml(o.provider)}</text>`,
    textLines(name, s / 2, bandTop + s * 0.02 + name.fontSize * 0.9, 'middle'),
    `</g></svg>`,
  ].join('');
}

/** A round icon with an illustration (game types): gold on a dark disc, or on the brand's warm gradient when active. */
export function iconSvg(size: number, motif: Motif, label: string, active: boolean): string {
  const id = `i${hash(`${motif}${active ? 1 : 0}${size}`)}`;
  const [from, to] = active ? ['#f5af19', '#c2410c'] : ['#3a3f55', '#151925'];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" rx="${(size * 0.22).toFixed(1)}" fill="url(#${id})"/>`,
    motifSvg(motif, size / 2, size / 2, size * 0.3, active ? '#fff3c4' : GOLD),
    `</svg>`,
  ].join('');
}
