/**
 * antd's theme of the desktop layout, from the design tokens. Only the desktop kit (desktop-kit.ts,
 * a chunk a phone never downloads) imports it, so the antd values stay out of mf-shared's entry.
 */
import { colors, fontFamily, fontSize, lineHeight, motion, radius, shadow } from './tokens';

/**
 * antd's dark algorithm derives the brand colours from a palette (a duller gold, a darker red), and
 * a seed colour given in the theme's `token` does not override what it derives. The desktop kit
 * runs these after the dark algorithm so antd's controls wear exactly the tokens' colours.
 */
export const antdMapOverrides = {
  colorPrimary: colors.accent,
  colorPrimaryHover: colors.accentHover,
  colorPrimaryActive: colors.accentActive,
  colorPrimaryText: colors.accent,
  colorPrimaryTextHover: colors.accentHover,
  colorPrimaryTextActive: colors.accent,
  colorPrimaryBorder: colors.accent,
  colorPrimaryBorderHover: colors.accentHover,
  colorPrimaryBg: colors.accentSoft,
  colorPrimaryBgHover: colors.accentSoft,
  colorLink: colors.accent,
  colorLinkHover: colors.accentHover,
  colorLinkActive: colors.accent,
  colorError: colors.danger,
  colorErrorText: colors.danger,
  colorErrorTextHover: colors.danger,
  colorErrorBorder: colors.danger,
  colorSuccess: colors.success,
  colorSuccessText: colors.success,
  colorInfo: colors.info,
  colorInfoText: colors.info,
  colorWarning: colors.accent,
  colorWarningText: colors.accent,
} as const;

/**
 * The antd ConfigProvider theme of the desktop layout, without its algorithm: the desktop kit
 * (desktop-kit.ts, the one module besides its extras that imports antd) adds antd's dark
 * algorithm and exports the result as `brandTheme`. Component tokens fix what the derived values
 * get wrong: dark text on gold buttons, gold selected tabs and menu entries, readable table heads.
 */
export const antdTheme = {
  token: {
    colorPrimary: colors.accent,
    colorLink: colors.accent,
    colorError: colors.danger,
    colorSuccess: colors.success,
    colorInfo: colors.info,
    colorWarning: colors.accent,
    colorBgBase: colors.bg,
    colorBgLayout: colors.bg,
    colorBgContainer: colors.surface,
    colorBgElevated: colors.surfaceRaised,
    colorTextBase: colors.text,
    colorText: colors.text,
    colorTextHeading: colors.text,
    colorTextSecondary: colors.muted,
    colorTextTertiary: colors.muted,
    colorTextDescription: colors.muted,
    colorTextPlaceholder: colors.muted,
    colorIcon: colors.muted,
    colorBorder: colors.controlBorder,
    colorBorderSecondary: colors.border,
    borderRadius: radius.md,
    borderRadiusSM: radius.sm,
    borderRadiusLG: radius.lg,
    fontFamily,
    fontSize: fontSize.md,
    fontSizeSM: fontSize.xs,
    fontSizeLG: fontSize.lg,
    fontSizeXL: fontSize.xl,
    lineHeight: lineHeight.body,
    boxShadow: shadow.high,
    boxShadowSecondary: shadow.mid,
    motionDurationFast: `${motion.fast / 1000}s`,
    motionDurationMid: `${motion.base / 1000}s`,
    motionDurationSlow: `${motion.slow / 1000}s`,
    motionEaseInOut: motion.easing,
  },
  components: {
    Button: { primaryColor: colors.onAccent, dangerColor: colors.onDanger, defaultBg: colors.surface, defaultColor: colors.text },
    Tabs: { itemColor: colors.muted, itemHoverColor: colors.text, itemSelectedColor: colors.accent, inkBarColor: colors.accent },
    Menu: {
      itemBg: colors.surface,
      subMenuItemBg: colors.surface,
      itemColor: colors.text,
      itemHoverColor: colors.accent,
      itemSelectedColor: colors.accent,
      itemSelectedBg: colors.accentSoft,
      groupTitleColor: colors.muted,
    },
    Radio: { buttonSolidCheckedColor: colors.onAccent, dotColorDisabled: colors.muted },
    Select: { optionSelectedBg: colors.accentSoft, optionSelectedColor: colors.text },
    Table: { headerBg: colors.surfaceRaised, headerColor: colors.text, rowHoverBg: colors.surfaceRaised },
    Modal: { contentBg: colors.surfaceRaised, headerBg: colors.surfaceRaised, titleColor: colors.text },
    Badge: { textFontSize: fontSize.xs },
  },
};
