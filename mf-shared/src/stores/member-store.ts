import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '../bus/event-bus';
import { MEMBER_READS_GROUP, type MemberLayoutData, type MemberLayoutResponse } from '@casino/contracts';
import type { RequestClient } from '../request/request-client';
import { isRequestError } from '../request/errors';
import type { SessionStore } from './session-store';

export const MEMBER_LAYOUT_PATH = '/member/profile/common/layout';

/** The member layout in the product's terms (member-and-account.md §3 "Member layout"). */
export interface MemberLayout {
  id: string;
  account: string;
  currency: string;
  cash: number | null;
  /** 1 is a normal member; other values are agents of some kind. */
  memberType: number;
  agentType: number | null;
  agentLevel: number | null;
  isAgent: boolean;
  agentActive: boolean;
  isPlaying: boolean;
  cashBackStatus: number;
  walletStatus: number;
  mustChangePassword: boolean;
  needBankAccountVerified: boolean;
}

function toLayout(data: MemberLayoutData): MemberLayout {
  const cash = Number(data.member_cash);
  return {
    id: String(data.id),
    account: data.member_account,
    currency: data.member_currency,
    cash: Number.isFinite(cash) ? cash : null,
    memberType: Number(data.member_type),
    agentType: data.agent_type ?? null,
    agentLevel: data.agent_level ?? null,
    isAgent: data.is_agent === 1,
    agentActive: data.agent_active === 1,
    isPlaying: data.is_playing === 1,
    cashBackStatus: data.cash_back_status,
    walletStatus: data.wallet_status,
    mustChangePassword: data.first_login_to_change_password === 1,
    needBankAccountVerified: data.need_bank_account_deposit_verified === 1,
  };
}

/**
 * The logged-in member's layout data, loaded from /member/profile/common/layout after login and
 * refreshed on `profile.updated`; every remote reads it here instead of calling the layout again.
 */
export class MemberStore {
  layout: MemberLayout | null = null;
  loading = false;
  /** The last load failed (the old layout, if any, is kept). */
  failed = false;
  /**
   * Unread letters (unread_count of the letter call), for the badges of the shell header and the
   * member-centre menu; mf-member's letters watcher keeps it current.
   */
  unreadLetters = 0;
  private latest = 0;

  constructor(
    private readonly api: RequestClient,
    private readonly bus: EventBus,
    private readonly session: SessionStore,
  ) {
    makeObservable<MemberStore, 'apply'>(this, {
      layout: observable,
      loading: observable,
      failed: observable,
      unreadLetters: observable,
      memberType: computed,
      isAgentMember: computed,
      apply: action,
      clear: action,
      setUnreadLetters: action,
    });
  }

  /** member_type of the layout, else the one the login answered (kept by the session). */
  get memberType(): number | null {
    return this.layout?.memberType ?? this.session.memberType;
  }

  /** Members whose member_type is not 1 are agents: they get the agent level names (§6). */
  get isAgentMember(): boolean {
    return this.memberType !== null && this.memberType !== 1;
  }

  /** Loads (or reloads) the layout; the latest call wins, a failure keeps the old layout. */
  async load(): Promise<void> {
    const call = ++this.latest;
    runInAction(() => {
      this.loading = true;
      this.failed = false;
    });
    try {
      const data = await this.api.post<MemberLayoutResponse>(MEMBER_LAYOUT_PATH, {}, { silent: true, cancelGroup: MEMBER_READS_GROUP });
      if (call === this.latest) this.apply(toLayout(data.member_common_layout));
    } catch (error) {
      // A cancelled read (the member reads' group, logout) is no failure to show.
      const cancelled = isRequestError(error) && error.kind === 'cancelled';
      if (call === this.latest && !cancelled) runInAction(() => (this.failed = true));
    } finally {
      if (call === this.latest) runInAction(() => (this.loading = false));
    }
  }

  /** The unread letters the letter call counted last. */
  setUnreadLetters(count: number): void {
    this.unreadLetters = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  }

  /** Forgets the member (logout); an answer still under way is ignored. */
  clear(): void {
    this.latest += 1;
    this.unreadLetters = 0;
    const had = this.layout !== null;
    this.layout = null;
    this.loading = false;
    this.failed = false;
    if (had) this.bus.emit('member:changed', { loaded: false });
  }

  private apply(layout: MemberLayout): void {
    this.layout = layout;
    if (layout.memberType !== this.session.memberType) this.session.setMemberType(layout.memberType);
    this.bus.emit('member:changed', { loaded: true });
  }
}
