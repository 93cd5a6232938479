// Test helpers for every package: a real RootStore and i18n, remote rendering, a fake of the
// sandbox's API, locale checks and the remote template check.
export * from './root';
export { renderRemote, TEST_API_BASE, type RenderRemoteOptions } from './render-remote';
export { describeLocaleFiles } from './locale-files';
export { LocationProbe } from './location-probe';
export { recordCookieWrites } from './cookie-writes';
export { MemoryRouter, Route, Routes, createLeavingMemoryRouter, createMemoryRouter } from './test-routers';
export { createFakeSandbox, businessError, httpError, type FakeSandbox, type Handler, type Reply, type RecordedCall } from './fake-sandbox';
export { describeRemote, checkRemoteTemplate, TEMPLATE_FOLDERS, FEATURE_FOLDERS } from './remote-template';
