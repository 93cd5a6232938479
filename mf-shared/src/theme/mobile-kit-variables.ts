import { colors, fontFamily, px, radius } from './tokens';

/**
 * Only tests read this module (tokens.css carries the values to the browser), so it stays out of
 * the bundle of tokens.ts.
 * antd-mobile's CSS variables (every colour it reads), in tokens.css's `:root:root` rule: antd-mobile's
 * own stylesheet declares them on `:root` too and loads later, so ours need the higher specificity.
 */
export function mobileKitVariables(): Record<string, string> {
  return {
    '--adm-color-primary': colors.accent,
    '--adm-color-success': colors.success,
    '--adm-color-warning': colors.accent,
    '--adm-color-danger': colors.danger,
    '--adm-color-yellow': colors.accent,
    '--adm-color-orange': colors.accent,
    '--adm-color-wathet': colors.accentSoft,
    '--adm-color-text': colors.text,
    '--adm-color-text-secondary': colors.muted,
    '--adm-color-weak': colors.muted,
    '--adm-color-light': colors.muted,
    '--adm-color-border': colors.border,
    '--adm-color-background': colors.surfaceRaised,
    '--adm-color-background-body': colors.bg,
    '--adm-color-highlight': colors.danger,
    '--adm-color-white': colors.surfaceRaised,
    '--adm-color-box': colors.surface,
    '--adm-color-text-light-solid': colors.onAccent,
    '--adm-color-text-dark-solid': colors.text,
    '--adm-color-fill-content': colors.surface,
    '--adm-border-color': colors.border,
    '--adm-font-family': fontFamily,
    '--adm-radius-s': px(radius.sm),
    '--adm-radius-m': px(radius.md),
    '--adm-radius-l': px(radius.lg),
  };
}
