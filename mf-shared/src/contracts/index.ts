export * from './remotes';
export * from './boot';
export * from './bus-events';
export * from '../i18n/locales';
