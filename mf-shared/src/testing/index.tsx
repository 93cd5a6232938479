// Test helpers for every package: a real RootStore and i18n, remote rendering, locale checks.
export * from './root';
export { renderRemote, TEST_API_BASE, type RenderRemoteOptions } from './render-remote';
export { describeLocaleFiles } from './locale-files';
