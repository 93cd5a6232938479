import {
  AsyncResource,
  browserStorage,
  formatMoney,
  isRequestError,
  sendWindowTo,
  type NavigableWindow,
  type KeyValueStorage,
  type RootStore,
} from '@casino/mf-shared';
import { type DepositMethodData, type DepositMethodsResponse, type DepositOrderData, amountMessage, checkAmount } from '@casino/contracts';
import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { FormMessage } from '@casino/mf-shared/forms';
import { getDepositMethods, getFastPaymentMethods } from '../api/get-deposit-methods';
import { cancelDepositOrder, getDepositOrder, postDepositOrder, postFastPaymentOrder } from '../api/post-deposit-order';

/**
 * How often a waiting order's state is asked again. member_deposit.success reaches the window
 * whose real-time connection hears it first; a deposit made in the member-centre window must
 * also learn that its order was paid, so a pending order is polled too.
 */
export const ORDER_POLL_MS = 3000;

/**
 * Where a member's waiting deposit is remembered in session storage, so a reload of the deposit
 * page finds it again. Only the order number is kept; the order itself (payee, reference, state)
 * is read from the API. Per member, so another member of the same tab never sees it.
 */
export const pendingDepositKey = (memberId: string) => `casino.pendingDeposit.${memberId}`;

/**
 * Where the deposit form takes its methods and sends its order: the member's own deposit, or the
 * fast-payment window (fast methods only; for a typed account when the visitor has no session).
 */
export type DepositSource = { kind: 'member' } | { kind: 'fast'; currency: string; memberAccount: string | null };

/**
 * The deposit form: methods with their limits, the amount (typed or a quick amount), the order
 * it made and that order's state. member_deposit.success (realtime:deposit-success) marks the
 * order paid without a reload.
 */
export class DepositStore {
  readonly methods = new AsyncResource<DepositMethodsResponse>();
  methodId: number | null = null;
  amountText = '';
  amountError: FormMessage | null = null;
  formError: FormMessage | null = null;
  submitting = false;
  order: DepositOrderData | null = null;
  /** The browser refused the provider's payment window: the order view offers the page as a link. */
  paymentBlocked = false;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly source: DepositSource = { kind: 'member' },
    /** Read in start() and event handlers only, never while rendering (the page renders on the server too). */
    private readonly storage: () => KeyValueStorage = () => browserStorage('session'),
  ) {
    makeObservable(this, {
      methodId: observable,
      amountText: observable,
      amountError: observable,
      formError: observable,
      submitting: observable,
      order: observableRef,
      paymentBlocked: observable,
      method: computed,
      currency: computed,
      select: action,
      setAmount: action,
      pickAmount: action,
      startOver: action,
    });
  }

  get currency(): string {
    return (
      this.methods.value?.currency ??
      (this.source.kind === 'fast' ? this.source.currency : (this.root.session.currency ?? this.root.site.currency))
    );
  }

  get method(): DepositMethodData | null {
    const list = this.methods.value?.list ?? [];
    return list.find((m) => m.id === this.methodId) ?? list[0] ?? null;
  }

  /** A refused call as the form shows it: the server's text, or the translated kind of failure. */
  private failure(error: unknown): FormMessage {
    return isRequestError(error) ? { text: this.root.describeError(error) } : { key: 'money.failed' };
  }

  format = (amount: number): string => formatMoney(amount, this.currency, this.root.locale.locale);

  /** The session-storage key of this member's waiting deposit; null for fast payment or a visitor. */
  private get pendingKey(): string | null {
    const { memberId, isLoggedIn } = this.root.session;
    return this.source.kind === 'member' && isLoggedIn && memberId ? pendingDepositKey(memberId) : null;
  }

  /** Keeps the order number while the order waits, forgets it once it is settled or left. */
  private remember(order: DepositOrderData | null): void {
    const key = this.pendingKey;
    if (!key) return;
    if (order?.status === 'pending') this.storage().setItem(key, order.order_number);
    else this.storage().removeItem(key);
  }

  /** After a reload: the member's waiting order, read again from the API, comes back with its payee and reference. */
  async restore(): Promise<void> {
    const key = this.pendingKey;
    const number = key ? this.storage().getItem(key) : null;
    if (!key || !number || this.order) return;
    try {
      const { order } = await getDepositOrder(this.root.api, number);
      if (order.status === 'pending' && !this.order) runInAction(() => (this.order = order));
      else if (order.status !== 'pending') this.storage().removeItem(key);
    } catch (error) {
      // 106: the order is not this member's (or no longer exists); a failed call keeps it for the next visit.
      if (isRequestError(error) && error.kind === 'business') this.storage().removeItem(key);
    }
  }

  /** Loads the methods, brings a waiting order back, and starts listening for the completion of this page's order. */
  start(): () => void {
    void this.load();
    void this.restore();
    const stopEvents = this.root.bus.on('realtime:deposit-success', ({ orderNumber }) => {
      if (this.order && this.order.order_number === orderNumber) void this.refreshOrder();
    });
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopPolling = reaction(
      () => this.order?.status === 'pending' && this.root.session.isLoggedIn,
      (waiting) => {
        clearInterval(timer);
        timer = waiting ? setInterval(() => void this.refreshOrder(), ORDER_POLL_MS) : undefined;
      },
      { fireImmediately: true },
    );
    // A paid order changes the balance: this window asks for it (its header may not have heard member.cash).
    const stopPaid = reaction(
      () => this.order?.status,
      (status, previous) => {
        if (status === 'success' && previous === 'pending') void this.root.wallet.refresh();
        if (status !== previous) this.remember(this.order);
      },
    );
    this.stopListening = () => {
      stopEvents();
      stopPolling();
      stopPaid();
      clearInterval(timer);
    };
    return () => this.stopListening?.();
  }

  load(): Promise<void> {
    const source = this.source;
    return this.methods.load(() =>
      source.kind === 'fast'
        ? getFastPaymentMethods(this.root.api, this.root.site.siteId, source.currency)
        : getDepositMethods(this.root.api),
    );
  }

  select(id: number): void {
    this.methodId = id;
    this.amountError = null;
    this.formError = null;
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.amountError = null;
  }

  pickAmount(amount: number): void {
    this.setAmount(String(amount));
  }

  /**
   * Checks the amount against the chosen method and makes the order; the form shows a refusal.
   * A method paid on the provider's page needs a window: `payment.open` is called at once, inside
   * the member's click (a window opened after the answer would be blocked), and the window is sent
   * to the order's pay_url when it comes; blocked, the order view offers the page as a link.
   */
  async submit(payment?: { open: () => NavigableWindow | null; pageHref: string }): Promise<void> {
    const method = this.method;
    if (!method || this.submitting) return;
    const check = checkAmount(this.amountText, {
      min: method.min_amount,
      max: method.max_amount,
      currency: this.currency,
    });
    const message = amountMessage(check, 'money.amount', this.format);
    runInAction(() => {
      this.amountError = message;
      this.formError = null;
    });
    if (check.kind !== 'ok') return;
    const win = method.payment_page === 1 && payment ? payment.open() : null;
    runInAction(() => {
      this.submitting = true;
      this.paymentBlocked = false;
    });
    try {
      const { order } =
        this.source.kind === 'fast'
          ? await postFastPaymentOrder(this.root.api, {
              site_id: this.root.site.siteId,
              method_id: method.id,
              amount: check.amount,
              ...(this.source.memberAccount ? { member_account: this.source.memberAccount } : {}),
            })
          : await postDepositOrder(this.root.api, { method_id: method.id, amount: check.amount });
      const sent = win && order.pay_url ? sendWindowTo(win, order.pay_url, payment?.pageHref ?? '') : false;
      if (win && !order.pay_url) win.close();
      runInAction(() => {
        this.order = order;
        this.paymentBlocked = Boolean(order.pay_url) && !sent;
      });
    } catch (error) {
      win?.close();
      runInAction(() => (this.formError = this.failure(error)));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Asks the order's state again (after member_deposit.success, or the member's "Refresh"). */
  async refreshOrder(): Promise<void> {
    const current = this.order;
    if (!current || !this.root.session.isLoggedIn) return;
    try {
      const { order } = await getDepositOrder(this.root.api, current.order_number);
      runInAction(() => (this.order = order));
    } catch (error) {
      runInAction(() => (this.formError = this.failure(error)));
    }
  }

  async cancel(): Promise<void> {
    const current = this.order;
    if (!current) return;
    try {
      const { order } = await cancelDepositOrder(this.root.api, current.order_number);
      runInAction(() => (this.order = order));
    } catch (error) {
      runInAction(() => (this.formError = this.failure(error)));
    }
  }

  /** Back to the form for another deposit. */
  startOver(): void {
    this.remember(null);
    this.order = null;
    this.paymentBlocked = false;
    this.amountText = '';
    this.amountError = null;
    this.formError = null;
  }
}
