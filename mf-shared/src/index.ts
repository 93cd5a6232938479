// The public surface of @casino/mf-shared, shared as a Module Federation singleton. The contracts
// (call shapes, paths, codes) are not part of it: they are constants and types every app imports
// from '@casino/contracts', bundled into each app with only what it uses, so the shared chunk every
// route downloads does not grow with each new call. The few pure helpers of @casino/contracts the
// browser runtime itself needs (envelope checks, locale paths, sort order) are re-exported here, so
// the page carries them once, inside this singleton (docs/ARCHITECTURE.md). What only pages past
// home's first view use (forms, captcha, record lists, the frame of a page) is in subpath entries
// (`/forms`, `/captcha`, `/record-lists`, `/page-frame`), bundled by the remotes that import them.
export { EventBus } from './bus/event-bus';
export { BaseStore } from './stores/base-store';
export { SessionStore, type SessionValues } from './stores/session-store';
export { SiteStore } from './stores/site-store';
export { WalletStore } from './stores/wallet-store';
export { ModalStore } from './stores/modal-store';
export { GameStateStore } from './stores/game-state-store';
export { WindowRegistry, USER_WINDOW, POPUP_FEATURES, type WaitingWindowKind, type OpenWindow } from './stores/window-registry';
export { LocaleStore } from './stores/locale-store';
export { LayoutStore, DESKTOP_MIN_WIDTH, type Device } from './stores/layout-store';
export { RootStore, type RootStoreOptions, type Notifier } from './stores/root-store';
export { StoresProvider, useStores } from './stores/stores-context';
// Contracts of the coming features (issue 7 deliverable 3): member data, wallet, windows, game launch.
export { MemberStore, MEMBER_LAYOUT_PATH, type MemberLayout } from './stores/member-store';
export { MY_CASH_PATH, type WalletEntry } from './stores/wallet-store';
export { PROXY_WINDOW, FAST_PAYMENT_WINDOW, MEMBER_WINDOWS } from './stores/window-registry';
export { LoginPopups, LOGIN_STATE_PARAM, LOGIN_POPUP_NAME, AUTH_CALLBACK_PATH, LOGIN_STATE_TTL_MS } from './stores/login-popups';
export { launchGame, useLaunchGame } from './stores/launch-game';
export { createMemoryStorage, storageKeys, type KeyValueStorage } from './stores/storage';
export {
  createRequestClient,
  resolveRequestUrl,
  DEFAULT_TIMEOUT_MS,
  type RequestClient,
  type RequestClientOptions,
  type RequestOptions,
} from './request/request-client';
export { getLoginHeader, loginSignatureHeaders } from './request/login-header';
export { RequestError, isRequestError, requestErrorMessageKeys, type RequestErrorKind } from './request/errors';
export { isSuccessCode, isEnvelope, type Envelope } from '@casino/contracts';
export { createI18n, loadNamespace, type NamespaceLoader } from './i18n/create-i18n';
export { preloadNamespace, providePageI18n } from './i18n/page-i18n';
export { useNamespace } from './i18n/use-namespace';
export { NamespaceGate } from './i18n/namespace-gate';
export { RemoteRoot } from './i18n/remote-root';
export { configureContentPolicy, isAllowedContentImage } from './security/sanitize';
export { SafeHtml, loadSanitizer } from './security/safe-html';
export { useAfterFirstView } from './ui/use-after-first-view';
export { pageNonce } from './security/page-nonce';
export { detachOpener, sendWindowTo, windowAddress, type NavigableWindow } from './security/detached-window';
export { parseSafeUrl, decideUrl, isAmbiguousPath, type UrlDecision, type UrlRefusal } from './security/url-policy';

/** Loads mf-shared's own `common` namespace (error texts shared by every part). */
export const loadCommonMessages = (locale: string) => import(`../locales/${locale}.json`);
export { useSafeNavigate, decideNavigation, type SafeNavigateOptions, type NavigationDecision } from './security/safe-navigation';
export { createNotifier, TOAST_DURATION_MS, TOAST_OFFSET_PX } from './ui/notifier';
export { CountBadge, badgeText, BADGE_MAX } from './ui/count-badge';
export { confirmDialog, type ConfirmTexts } from './ui/confirm-dialog';
export * from './browser/cookies';
export {
  decideLocale,
  localePath,
  stripLocale,
  localeFromPath,
  usesPrefix,
  adjustDefaultRoutes,
  domainMatches,
  localeOfHost,
  localeOrigin,
  alternateUrls,
  siteLink,
  type LocaleDecision,
} from '@casino/contracts';
export { useLocalePath, useLocaleNavigate, useSiteLink, localizeTo, type LocaleNavigateOptions } from './i18n/use-locale-path';
// Agent level names (issue 13): the site's renamed names, else the translated "Level N".
export { AgentLevelStore } from './stores/agent-level-store';
export { useAgentLevelName } from './i18n/use-agent-level-name';
export { formatMoney, isWholeCurrency } from './i18n/format-money';
export { createDateFormat, formatDate, DEFAULT_TIME_ZONE, type DateFormat, type DateFormatStyle } from './i18n/format-date';
export {
  useUiKit,
  useDesktopKit,
  useMobileKit,
  loadUiKit,
  desktopKit,
  mobileKit,
  type UiKit,
  type DesktopKit,
  type MobileKit,
} from './kits/ui-kits';
export { colors, space, radius, tokenVariables, type ColorToken } from './theme/tokens';
export { ActionButton } from './ui/action-button';

// Building blocks every remote uses (issue 7): data loading, list states, dialogs, links, storage, device codes.
export { AsyncResource, AsyncList, type AsyncState, type AsyncResourceOptions, type LoadStatus } from './data/async-resource';
export { useAsyncResource } from './data/use-async-resource';
export { sortBySortDesc } from '@casino/contracts';
export { ListState, type StateTexts } from './ui/list-state';
export { stateTexts } from './ui/state-texts';
export { LoadFailure } from './ui/load-failure';
export { ResponsiveModal } from './ui/responsive-modal';
export { SafeLink } from './ui/safe-link';
export { LocaleLink, LocaleNavLink } from './ui/locale-link';
export { resolveLinkTarget, BLOCK_LINK_TYPE, type LinkTarget } from './security/link-target';
export { browserStorage, type BrowserStorage, type StorageKind } from './browser/storage';
export {
  DEVICE_MODE,
  deviceMode,
  isAppFlag,
  type DeviceMode,
  type DeviceModeCode,
  type DeviceFacts,
  SUPPORT_DEVICE,
  DISPLAY_DEVICE,
  supportDevice,
  layoutOfSupportDevice,
  displayDevice,
  showsOnDisplayDevice,
  type SupportDeviceCode,
} from './device/device-codes';
export { useNumericParam } from './routing/use-numeric-param';
// The router: the react-router hooks, components and route helpers the apps use, and only those.
export * from './routing/router';
export type { RemoteModuleExports } from './routing/remote-module';
// The pop-up bulletins of the home page (location 2) and the deposit page (location 3), one set of rules (issue 12).
export { BulletinPopup } from './bulletins/bulletin-popup';
export { forDevice, type Bulletin, type BulletinListResponse } from './bulletins/bulletin';
export { isDepositPath, popupLocation, shouldShowPopup, POPUP_CLOSED_AT_KEY } from './bulletins/popup-rules';
