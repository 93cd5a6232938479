import { type RequestClient } from '@casino/mf-shared';
import { DEPOSIT_METHODS_PATH, FAST_PAYMENT_METHODS_PATH, type DepositMethodsResponse } from '@casino/contracts';

/** POST /arks/web/deposit/methods: the member's methods with their limits (the page shows its own failed state). */
export function getDepositMethods(api: RequestClient): Promise<DepositMethodsResponse> {
  return api.post<DepositMethodsResponse>(DEPOSIT_METHODS_PATH, {}, { silent: true });
}

/** POST /arks/web/fast-payment/methods: the fast methods of a currency, without a login. */
export function getFastPaymentMethods(api: RequestClient, siteId: number, currency: string): Promise<DepositMethodsResponse> {
  return api.post<DepositMethodsResponse>(FAST_PAYMENT_METHODS_PATH, { site_id: siteId, currency }, { silent: true });
}
