import { storageKeys } from '@casino/mf-shared';
import { asPayload, numberField, stringField } from '../payload';
import { USER_WINDOW } from '../window-registry';
import type { HandlerContext, HandlerTable } from './handler-context';

export type Platform = 'ios' | 'android' | 'other';

/**
 * The platform for the ad rule: a `pwa` value of 'ios' or 'android' (what an app wrapper may
 * store) wins; otherwise the user agent decides (iPadOS reports itself as a Mac with touch).
 * The bare flag pwa=1 says "installed web app", not which system, so it does not decide alone.
 */
export function detectPlatform(pwa: string | null, userAgent: string, maxTouchPoints = 0): Platform {
  const flag = pwa?.trim().toLowerCase();
  if (flag === 'ios' || flag === 'android') return flag;
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

/** What the ad events need of a deposit. */
interface Deposit {
  orderNumber: string;
  amount: number;
  depositTimes: number;
}

/**
 * Ad events of a deposit (shell-and-public.md §7 "Ad reporting"): e_first_pay for the first
 * deposit, e_pay otherwise, and Meta's Purchase with value and currency. Sent through the request
 * client to the shell server's /api/fb_tracking, silently: a failed report must not bother the member.
 */
export function reportDepositAds({ store }: HandlerContext, deposit: Deposit): Promise<unknown> {
  const currency = store.session.currency ?? store.site.currency;
  const own = deposit.depositTimes === 1 ? 'e_first_pay' : 'e_pay';
  return Promise.all(
    [own, 'Purchase'].map((event) => {
      const body = deposit.orderNumber
        ? { event, value: deposit.amount, currency, order_number: deposit.orderNumber, event_id: `${deposit.orderNumber}-${event}` }
        : { event, value: deposit.amount, currency };
      return store.api.post('fb_tracking', body, { silent: true }).catch(() => undefined);
    }),
  );
}

/**
 * `member_deposit.success`: tells the member centre (bus) and reports the ad events, only when
 * the platform is neither iOS nor Android and the member centre window is closed (spec §5; the
 * apps and an open member centre are left to report on their own, so a deposit counts once).
 */
export function onMemberDepositSuccess(context: HandlerContext, data: unknown): void {
  const payload = asPayload(data);
  const deposit: Deposit = {
    orderNumber: stringField(payload, 'order_number') ?? '',
    amount: numberField(payload, 'deposit_amount') ?? 0,
    depositTimes: numberField(payload, 'deposit_times') ?? 0,
  };
  context.store.bus.emit('realtime:deposit-success', deposit);
  const { env } = context;
  const platform = detectPlatform(env.localStorage.getItem(storageKeys.pwa), env.userAgent, env.maxTouchPoints);
  if (platform !== 'other' || env.windows.isOpen(USER_WINDOW)) return;
  void reportDepositAds(context, deposit);
}

export const depositHandlers: HandlerTable = {
  'member_deposit.success': onMemberDepositSuccess,
};
