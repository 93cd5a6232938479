import type { ColorToken } from './tokens';

/**
 * Only tests read this module, so it stays out of the bundle of tokens.ts.
 * Which text or non-text colour stands on which background in the components. tokens.test.ts
 * computes the WCAG contrast of each: ≥ 4.5:1 for `text`, ≥ 3:1 for `largeText` (≥ 24 px, or
 * ≥ 18.66 px bold) and `nonText` (icons, control borders, the focus ring). Add the pair here when
 * a component puts a colour on a background.
 */
export type ContrastKind = 'text' | 'largeText' | 'nonText';
export interface ContrastPair {
  fg: ColorToken;
  bg: ColorToken;
  kind: ContrastKind;
  /** Where the pair is used. */
  use: string;
}

const darkBackgrounds = ['bg', 'surface', 'surfaceRaised'] as const;
const onEveryDark = (fg: ColorToken, kind: ContrastKind, use: string): ContrastPair[] =>
  darkBackgrounds.map((bg) => ({ fg, bg, kind, use }));

export const contrastPairs: ContrastPair[] = [
  ...onEveryDark('text', 'text', 'body text, headings, dialog and menu text'),
  ...onEveryDark('muted', 'text', 'secondary text: dates, hints, labels, inactive tabs'),
  ...onEveryDark('accent', 'text', 'links, the selected tab or menu entry, balances'),
  ...onEveryDark('accentHover', 'text', 'a hovered link or tab'),
  ...onEveryDark('danger', 'text', 'error messages, a failed state'),
  ...onEveryDark('success', 'text', 'a success message'),
  ...onEveryDark('info', 'text', 'an info message'),
  ...onEveryDark('controlBorder', 'nonText', 'input, select, radio and chip outlines'),
  ...onEveryDark('accent', 'nonText', 'the focus ring, a checked radio, the selected tab bar'),
  { fg: 'onAccent', bg: 'accent', kind: 'text', use: 'primary (gold) buttons, a checked radio mark' },
  { fg: 'onAccent', bg: 'accentHover', kind: 'text', use: 'a hovered primary button' },
  { fg: 'onAccent', bg: 'accentActive', kind: 'text', use: 'a pressed primary button' },
  { fg: 'onDanger', bg: 'danger', kind: 'text', use: 'danger buttons, count badges' },
  { fg: 'text', bg: 'accentSoft', kind: 'text', use: 'a selected chip or row' },
  { fg: 'accent', bg: 'accentSoft', kind: 'text', use: 'the label of a selected chip' },
  { fg: 'paper', bg: 'feature', kind: 'text', use: 'jackpot and demo panels (gradient start)' },
  { fg: 'paper', bg: 'featureEnd', kind: 'text', use: 'jackpot and demo panels (gradient end)' },
  { fg: 'paperText', bg: 'paper', kind: 'text', use: 'the captcha picture, QR codes' },
  { fg: 'noticeText', bg: 'noticeBg', kind: 'text', use: 'the marquee, the preview badge, the browser notice' },
  { fg: 'noticeIcon', bg: 'noticeBg', kind: 'nonText', use: 'the marquee icon' },
];
