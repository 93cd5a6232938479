// The registry lives in mf-shared (RootStore.windows) so every remote opens windows through it.
export { WindowRegistry, USER_WINDOW } from '@casino/mf-shared';
