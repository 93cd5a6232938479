/**
 * The site's design tokens: the one place a colour, a spacing step or a radius is decided.
 * The antd theme (desktop), the antd-mobile CSS variables (mobile) and every stylesheet read
 * them; tokens.css writes the same values as CSS custom properties, checked by tokens.test.ts.
 */
export const colors = {
  bg: '#0f1420',
  surface: '#182033',
  surfaceRaised: '#1f1f2e',
  text: '#e8ecf4',
  muted: '#9aa4b8',
  border: '#333344',
  accent: '#d4a017',
  onAccent: '#1b1300',
  danger: '#e0556b',
  success: '#52c41a',
  info: '#7597de',
  /** Light dialogs and popups (antd-mobile's white surfaces): dark text on white. */
  paper: '#ffffff',
  paperText: '#1f1f1f',
  paperMuted: '#8c8c8c',
  paperBorder: '#d9d9d9',
  paperDivider: '#f0f0f0',
  /** The brand accent where it stands on paper (text and borders stay readable). */
  accentOnPaper: '#8a6500',
  accentSoft: '#fff7e0',
  /** Notices (the marquee): warm paper with dark text. */
  noticeBg: '#fffbe6',
  noticeText: '#614700',
  noticeIcon: '#d48806',
  /** A failure message on the dark page. */
  dangerOnDark: '#ff8a8a',
  /** The jackpot and demo panels' gradient runs from this colour to `info`. */
  feature: '#2b1055',
} as const;

/** Spacing steps in px: every margin, padding and gap is one of them. */
export const space = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;

/** Corner radii in px. */
export const radius = { sm: 4, md: 6, lg: 12 } as const;

export const fontFamily = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans CJK SC', sans-serif";

export type ColorToken = keyof typeof colors;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS custom properties of the tokens (`--casino-accent`, `--casino-space-md`, …). */
export function tokenVariables(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(colors).map(([name, value]) => [`--casino-${kebab(name)}`, value])),
    ...Object.fromEntries(Object.entries(space).map(([name, value]) => [`--casino-space-${name}`, `${value}px`])),
    ...Object.fromEntries(Object.entries(radius).map(([name, value]) => [`--casino-radius-${name}`, `${value}px`])),
    // antd-mobile reads its colours from these variables.
    '--adm-color-primary': colors.accent,
    '--adm-color-danger': colors.danger,
    '--adm-color-success': colors.success,
    '--adm-border-color': colors.paperBorder,
    '--adm-font-family': fontFamily,
  };
}

/** The antd ConfigProvider theme of the desktop layout. */
export const antdTheme = {
  token: {
    colorPrimary: colors.accent,
    colorError: colors.danger,
    colorSuccess: colors.success,
    colorInfo: colors.info,
    borderRadius: radius.md,
    fontFamily,
  },
};
