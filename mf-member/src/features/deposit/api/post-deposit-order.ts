import { type RequestClient } from '@casino/mf-shared';
import {
  DEPOSIT_ORDER_CANCEL_PATH,
  DEPOSIT_ORDER_DETAIL_PATH,
  DEPOSIT_ORDER_PATH,
  FAST_PAYMENT_ORDER_PATH,
  type DepositOrderBody,
  type DepositOrderResponse,
  type FastPaymentOrderBody,
} from '@casino/contracts';

/** POST /arks/web/deposit/order. Refusals are shown in the form, so they are silent for the shell's toasts. */
export function postDepositOrder(api: RequestClient, body: DepositOrderBody): Promise<DepositOrderResponse> {
  return api.post<DepositOrderResponse>(DEPOSIT_ORDER_PATH, body, { silent: true });
}

/** POST /arks/web/fast-payment/order: with the session when there is one, otherwise for member_account. */
export function postFastPaymentOrder(api: RequestClient, body: FastPaymentOrderBody): Promise<DepositOrderResponse> {
  return api.post<DepositOrderResponse>(FAST_PAYMENT_ORDER_PATH, body, { silent: true });
}

/** POST /arks/web/deposit/order/detail: the order's current state. */
export function getDepositOrder(api: RequestClient, orderNumber: string): Promise<DepositOrderResponse> {
  return api.post<DepositOrderResponse>(DEPOSIT_ORDER_DETAIL_PATH, { order_number: orderNumber }, { silent: true });
}

/** POST /arks/web/deposit/order/cancel. */
export function cancelDepositOrder(api: RequestClient, orderNumber: string): Promise<DepositOrderResponse> {
  return api.post<DepositOrderResponse>(DEPOSIT_ORDER_CANCEL_PATH, { order_number: orderNumber }, { silent: true });
}
