/**
 * What the shell's server build renders a page with (docs/ssr.md), and nothing a browser build
 * imports: react-router's static router (the same react-router module as mf-shared's router in
 * that build, so one router context) and antd's style cache, whose styles the page carries so a
 * server-rendered desktop page is styled before any script runs.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandlerContext } from 'react-router';
export { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
