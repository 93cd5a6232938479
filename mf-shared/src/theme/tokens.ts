/**
 * The site's design tokens: the one place a colour, a type size, a spacing step, a radius, a
 * shadow or a motion timing is decided. The antd theme (desktop), the antd-mobile CSS variables
 * (mobile) and every stylesheet read them; tokens.css writes the same values as CSS custom
 * properties, checked by tokens.test.ts. docs/design-system.md explains how to use them.
 *
 * One dark theme everywhere: pages, dialogs and pop-ups of both kits stand on `bg`, `surface`
 * and `surfaceRaised`. Only the captcha picture and QR codes keep light `paper`, and notices
 * (the marquee, a preview badge) their warm `noticeBg`.
 */
export const colors = {
  /** The page. */
  bg: '#0f1420',
  /** Header, footer, cards, tabs bars. */
  surface: '#182033',
  /** Dialogs, pop-ups, menus and anything lifted above a surface. */
  surfaceRaised: '#222c44',
  text: '#e8ecf4',
  /** Secondary text (dates, hints, labels): readable on every dark background. */
  muted: '#9aa4b8',
  /** Decorative lines (dividers, card outlines): no contrast duty. */
  border: '#333344',
  /** The outline of a control (input, select, radio, unselected chip): ≥ 3:1 on every dark background. */
  controlBorder: '#74809a',
  /** The brand gold: primary buttons, the selected tab, links, the focus ring. */
  accent: '#d4a017',
  /** The accent under the pointer (a hovered button or link) and pressed (a pressed button). */
  accentHover: '#e5b93d',
  accentActive: '#b68b18',
  /** Text and icons on `accent`, `accentHover` and `accentActive`. */
  onAccent: '#1b1300',
  /** A selected chip or row: a dark gold tint under `text`. */
  accentSoft: '#3a2f0c',
  /** Errors, failures and danger buttons; also text on the dark page. */
  danger: '#ff6b81',
  /** Text on `danger` (a danger button, a count badge). */
  onDanger: '#1b0006',
  success: '#52c41a',
  info: '#7597de',
  /** The jackpot and demo panels' gradient runs from `feature` to `featureEnd`, under `paper` text. */
  feature: '#2b1055',
  featureEnd: '#34509a',
  /** Light surfaces that must stay light: the captcha picture, QR codes. */
  paper: '#ffffff',
  paperText: '#1f1f1f',
  /** Notices (the marquee, the preview badge): warm paper with dark text. */
  noticeBg: '#fffbe6',
  noticeText: '#614700',
  noticeIcon: '#8a6500',
} as const;

export type ColorToken = keyof typeof colors;

/** The type scale in px: every font size is one of them. */
export const fontSize = { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, xxl: 28, display: 64 } as const;

/** Line heights (unitless) for body text and headings. */
export const lineHeight = { body: 1.5715, heading: 1.25 } as const;

/**
 * The Noto family of each script of the interface languages beyond Latin and CJK (th_TH, hi_IN,
 * bn_BD, ta_IN, my_MM); Debian's fonts-noto-core has them all.
 */
export const scriptFonts = {
  thai: 'Noto Sans Thai',
  devanagari: 'Noto Sans Devanagari',
  bengali: 'Noto Sans Bengali',
  tamil: 'Noto Sans Tamil',
  myanmar: 'Noto Sans Myanmar',
} as const;

/**
 * The page's font stack: the system's UI font, then Noto for Latin and for Chinese, Japanese and
 * Korean, then the Noto family of every other script the site speaks, so no language falls to
 * whatever the browser finds (or to empty boxes).
 */
export const fontFamily = [
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  "'Noto Sans'",
  "'Noto Sans CJK SC'",
  "'Noto Sans CJK TC'",
  "'Noto Sans CJK JP'",
  "'Noto Sans CJK KR'",
  ...Object.values(scriptFonts).map((family) => `'${family}'`),
  'sans-serif',
].join(', ');

/** Spacing steps in px: every margin, padding and gap is one of them. */
export const space = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;

/** Corner radii in px. */
export const radius = { sm: 4, md: 6, lg: 12, pill: 999 } as const;

/** Elevation: the shadow of a card (low), a dropdown (mid) and a dialog (high). */
export const shadow = {
  low: '0 1px 2px rgba(0, 0, 0, 0.4)',
  mid: '0 4px 12px rgba(0, 0, 0, 0.45)',
  high: '0 12px 32px rgba(0, 0, 0, 0.55)',
} as const;

/** Motion: durations in ms and one easing; `prefers-reduced-motion` turns them off (tokens.css). */
export const motion = { fast: 100, base: 200, slow: 300, easing: 'cubic-bezier(0.645, 0.045, 0.355, 1)' } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** A length in px as CSS writes it. */
export const px = (value: number) => `${value}px`;

/** The CSS custom properties of the tokens (`--casino-accent`, `--casino-space-md`, …), in tokens.css's :root rule. */
export function tokenVariables(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(colors).map(([name, value]) => [`--casino-${kebab(name)}`, value])),
    ...Object.fromEntries(Object.entries(fontSize).map(([name, value]) => [`--casino-font-size-${name}`, px(value)])),
    ...Object.fromEntries(Object.entries(lineHeight).map(([name, value]) => [`--casino-line-height-${name}`, String(value)])),
    '--casino-font-family': fontFamily,
    ...Object.fromEntries(Object.entries(space).map(([name, value]) => [`--casino-space-${name}`, px(value)])),
    ...Object.fromEntries(Object.entries(radius).map(([name, value]) => [`--casino-radius-${name}`, px(value)])),
    ...Object.fromEntries(Object.entries(shadow).map(([name, value]) => [`--casino-shadow-${name}`, value])),
    '--casino-duration-fast': `${motion.fast}ms`,
    '--casino-duration-base': `${motion.base}ms`,
    '--casino-duration-slow': `${motion.slow}ms`,
    '--casino-easing': motion.easing,
  };
}
