/**
 * The desktop UI kit's core: what every desktop page but home asks for at once (the theme and its
 * provider, buttons, toasts, the confirmation box), and nothing else of antd. The home page and the
 * shell's layout use no kit (docs/remotes.md, "A page without the UI kit"). With
 * desktop-kit-extras.ts it is one of the two modules that import antd (lint forbids it elsewhere), so a build keeps only these components, and a mobile page never downloads them
 * (ui-kits.ts loads them on demand). Add a component here only when the first view of a page
 * needs it; any other goes to desktop-kit-extras.ts.
 */
import { theme, type ThemeConfig } from 'antd';
import { antdMapOverrides, antdTheme } from '../theme/antd-theme';

export { Button, ConfigProvider, Modal, message, theme } from 'antd';

/**
 * The brand's antd theme: the design tokens (theme/tokens.ts) on antd's dark algorithm, the brand
 * colours kept exact. One fixed CSS-variable key: antd gives each themed ConfigProvider a key of
 * its own, so the static holders' provider (toasts, confirms, rendered outside the app where the
 * nonce cannot reach) would inject its own token style without the CSP nonce; with the same theme
 * and key it shares the app provider's style, injected with the nonce (docs/security.md).
 */
export const brandTheme: ThemeConfig = {
  ...antdTheme,
  cssVar: { key: 'casino' },
  algorithm: [theme.darkAlgorithm, (seed, derived) => ({ ...(derived ?? theme.darkAlgorithm(seed)), ...antdMapOverrides })],
};
