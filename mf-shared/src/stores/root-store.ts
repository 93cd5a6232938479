import type { i18n as I18n } from 'i18next';
import { localePath, asLockData, lockMessageKey, lockMinutes, type SiteConfig, type BusEvents, type Locale } from '@casino/contracts';
import { EventBus } from '../bus/event-bus';
import { createRequestClient, type RequestClient } from '../request/request-client';
import type { RequestError } from '../request/errors';
import { AgentLevelStore } from './agent-level-store';
import { GameStateStore } from './game-state-store';
import { LayoutStore } from './layout-store';
import { ModalStore } from './modal-store';
import { LocaleStore } from './locale-store';
import { LoginPopups } from './login-popups';
import { MemberStore } from './member-store';
import { SessionStore, type SessionValues } from './session-store';
import { writeCurrencyCookie } from '../browser/cookies';
import { SiteStore } from './site-store';
import type { KeyValueStorage } from './storage';
import { WalletStore } from './wallet-store';
import { WindowRegistry, type OpenWindow } from './window-registry';

/** Short messages for the user (toasts); the shell implements it with antd or antd-mobile. */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
  info(text: string): void;
}

export interface RootStoreOptions {
  config: SiteConfig;
  storage: KeyValueStorage;
  /** Window width at start-up (0 on the server). */
  width: number;
  locale: Locale;
  notifier: Notifier;
  fetch?: typeof fetch;
  /** Replaces window.open (tests). */
  openWindow?: OpenWindow;
}

/**
 * The one store tree of a page, built by the shell and provided by React context. Remotes read
 * it with useStores(); they may add feature stores but create none at module level.
 */
export class RootStore {
  readonly bus = new EventBus();
  readonly site: SiteStore;
  readonly session: SessionStore;
  readonly locale: LocaleStore;
  readonly layout: LayoutStore;
  readonly wallet: WalletStore;
  /** The logged-in member's layout (member_type, agent fields, wallet status…). */
  readonly member: MemberStore;
  /** The site's renamed agent levels, for members whose member_type is not 1 (useAgentLevelName). */
  readonly agentLevels: AgentLevelStore;
  readonly game = new GameStateStore();
  readonly modals = new ModalStore();
  /** Windows the site opened (member centre, game, deposit, fast payment). */
  readonly windows: WindowRegistry;
  /** Third-party logins this window started (their one-time states). */
  readonly loginPopups: LoginPopups;
  readonly api: RequestClient;
  readonly notifier: Notifier;
  private i18n: I18n | null = null;

  constructor(options: RootStoreOptions) {
    this.notifier = options.notifier;
    this.site = new SiteStore(options.config);
    this.session = new SessionStore(options.storage);
    this.locale = new LocaleStore(options.locale);
    this.layout = new LayoutStore(options.width);
    this.windows = new WindowRegistry(options.openWindow, options.storage, (path) =>
      localePath(path, this.locale.locale, this.site.config),
    );
    this.loginPopups = new LoginPopups(options.openWindow ? { openWindow: options.openWindow } : {});
    if (options.config.demoMode) this.session.startDemo('demo', options.config.currency);
    this.api = createRequestClient({
      baseUrl: options.config.apiBase,
      getLang: () => this.locale.locale,
      getToken: () => this.session.token,
      setToken: (token) => this.session.setToken(token),
      onUnauthorized: (error) => this.endRefusedSession(error),
      onError: (error) => this.notifier.error(this.describeError(error)),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.wallet = new WalletStore(this.api, this.bus);
    this.member = new MemberStore(this.api, this.bus, this.session);
    this.agentLevels = new AgentLevelStore(this.api, this.bus, this.member);
    this.bus.on('session:logged-in', () => void this.loadMemberData());
  }

  /**
   * Loads what every part needs of a logged-in member: the layout and the wallet, so the header
   * shows the balance without waiting for a real-time cash event. Nothing for visitors or demo.
   */
  async loadMemberData(): Promise<void> {
    if (!this.session.isLoggedIn || this.session.isDemo) return;
    await Promise.all([this.member.load(), this.wallet.refresh()]);
  }

  /**
   * Starts a member session (a login, a registration, a device or double validation, a handed-over
   * session): stores it, switches the site currency cookie to the member's and tells every part,
   * which reload what they show (member layout and wallet here; real-time, letters, marquee and
   * pop-ups in their owners).
   */
  logIn(values: SessionValues): void {
    this.session.setSession(values);
    writeCurrencyCookie(values.currency);
    this.bus.emit('session:logged-in', { memberId: values.memberId, memberAccount: values.memberAccount, currency: values.currency });
  }

  /** Connects the page's i18next instance (used for error texts and the locale store). */
  attachI18n(i18n: I18n): void {
    this.i18n = i18n;
    this.locale.attach(i18n);
  }

  /** The text a user sees for a failed call: the server's message, else the translated kind. */
  describeError(error: RequestError): string {
    const lock = asLockData(error.data);
    if (lock && this.i18n)
      return this.i18n.t(lockMessageKey(lock), { ns: 'common', count: lockMinutes(lock), defaultValue: error.serverMessage });
    if (error.serverMessage) return error.serverMessage;
    const fallback = `${error.kind}${error.code !== undefined ? ` (${error.code})` : ''}`;
    return this.i18n ? this.i18n.t(error.messageKey, { ns: 'common', code: error.code ?? '', defaultValue: fallback }) : fallback;
  }

  /**
   * A 401: the server ended the session. A member is told (once: the calls refused together find
   * nobody logged in after the first); a visitor's refused call says nothing, there was no session.
   */
  private endRefusedSession(error: RequestError): void {
    const wasMember = this.session.isLoggedIn && !this.session.isDemo;
    this.logout('unauthorized');
    if (wasMember) this.notifier.info(this.describeError(error));
  }

  /** Ends the member session and tells every remote. */
  logout(reason: BusEvents['session:logged-out']['reason']): void {
    // Demo mode's fake login cannot end: there is no real session behind it.
    if (this.session.isDemo) return;
    this.api.abortAll();
    this.session.clear();
    this.wallet.clear();
    this.member.clear();
    this.game.reset();
    this.windows.closeMemberWindows();
    this.bus.emit('session:logged-out', { reason });
  }
}
