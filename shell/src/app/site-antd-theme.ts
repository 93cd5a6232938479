import { antdTheme } from '@casino/mf-shared';

/**
 * antd's theme of the site with one fixed CSS-variable key. antd gives each themed
 * ConfigProvider a key of its own, so the static holders' provider (toasts, confirms: antd
 * renders it outside the app, where the nonce cannot reach it) would inject its own token
 * style without the CSP nonce; with the same theme and key it shares the app provider's style,
 * injected with the nonce (docs/security.md).
 */
export const siteAntdTheme = { ...antdTheme, cssVar: { key: 'casino' } };
