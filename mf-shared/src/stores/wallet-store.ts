import { action, makeObservable, observable, runInAction } from 'mobx';
import type { EventBus } from '../bus/event-bus';
import { MEMBER_READS_GROUP, type MyCashResponse, type WalletEntryData } from '@casino/contracts';
import type { RequestClient } from '../request/request-client';
import { isRequestError } from '../request/errors';

/** One provider wallet of the member (member-and-account.md §3 "Wallet"). */
export interface WalletEntry {
  gpId: string;
  gpName: string;
  cash: number;
  isLight: boolean;
  iconDark: string;
}

export const MY_CASH_PATH = '/member/profile/my_cash';

const toNumber = (value: number | string): number | null => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

function toEntry(data: WalletEntryData): WalletEntry {
  return {
    gpId: data.gp_id,
    gpName: data.gp_name ?? data.gp_id,
    cash: toNumber(data.cash) ?? 0,
    isLight: data.is_light === 1,
    iconDark: data.icon_dark ?? '',
  };
}

/**
 * The member's wallet: the total the header shows and the per-provider entries of
 * /member/profile/my_cash. Every change of the total is announced as `wallet:changed`.
 */
export class WalletStore {
  /** The total cash, or null before it is known. */
  balance: number | null = null;
  entries: WalletEntry[] = [];
  refreshing = false;
  /** The last my_cash read failed (what was known stays). */
  failed = false;
  private latest = 0;

  constructor(
    private readonly api: RequestClient,
    private readonly bus: EventBus,
  ) {
    makeObservable<WalletStore, 'apply'>(this, {
      balance: observable,
      entries: observable,
      refreshing: observable,
      failed: observable,
      setBalance: action,
      clear: action,
      apply: action,
    });
  }

  /** A new total from elsewhere (the real-time `member.cash` event). */
  setBalance(cash: number): void {
    this.apply(Number.isFinite(cash) ? cash : null, this.entries);
  }

  /**
   * Reads /member/profile/my_cash. The latest call wins; a failed call keeps what was known
   * (the request client has already told the user when it was not a silent failure).
   */
  async refresh(): Promise<void> {
    const call = ++this.latest;
    runInAction(() => {
      this.refreshing = true;
      this.failed = false;
    });
    try {
      const data = await this.api.post<MyCashResponse>(MY_CASH_PATH, {}, { silent: true, cancelGroup: MEMBER_READS_GROUP });
      if (call !== this.latest) return;
      this.apply(toNumber(data.total), (data.my_cash_list ?? []).map(toEntry));
    } catch (error) {
      // Kept: the old total stays on screen until the next refresh or cash event. A cancelled read
      // (the member reads' group, logout) is no failure to show.
      const cancelled = isRequestError(error) && error.kind === 'cancelled';
      if (call === this.latest && !cancelled) runInAction(() => (this.failed = true));
    } finally {
      if (call === this.latest) runInAction(() => (this.refreshing = false));
    }
  }

  /** Forgets the wallet (logout); a refresh still under way is ignored when it answers. */
  clear(): void {
    this.latest += 1;
    this.refreshing = false;
    this.failed = false;
    this.apply(null, []);
  }

  private apply(total: number | null, entries: WalletEntry[]): void {
    const changed = total !== this.balance;
    this.balance = total;
    this.entries = entries;
    if (changed) this.bus.emit('wallet:changed', { total });
  }
}
