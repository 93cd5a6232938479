export * from './remotes';
export * from './boot';
export * from './bus-events';
export * from './game-launch';
export * from './auth';
export * from './account';
export * from './member';
export * from './site-hosts';
export * from '../i18n/locales';
// Pure path helpers the shell server needs too (it cannot load the package's browser entry).
export {
  localeFromPath,
  stripLocale,
  usesPrefix,
  decideLocale,
  alternateUrls,
  localePath,
  adjustDefaultRoutes,
  localeOfHost,
  siteLink,
} from '../i18n/locale-routing';
export * from './first-data';
export * from './cookies';
export * from './layout';
// The API envelope's checks, which the shell server applies to the first data it asks for.
export { isEnvelope, isSuccessCode, type Envelope } from '../request/envelope';
export * from './games';
export * from './member-profile';
export * from './member-money';
export * from './member-wallet';
export * from './member-signin';
export * from './currencies';
export * from './agent-access';
export * from './agent-transfer';
export * from './agent-reports';
export * from './limits';
export * from './money';
