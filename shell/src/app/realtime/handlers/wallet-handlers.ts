import { asPayload, numberField } from '../payload';
import type { HandlerContext, HandlerTable } from './handler-context';

/** `member.cash`: the new balance; a cash event also ends a game quit that waited for it. */
export function onMemberCash({ store }: HandlerContext, data: unknown): void {
  const cash = numberField(asPayload(data), 'cash');
  if (cash === undefined) {
    console.warn('realtime: member.cash without a numeric cash', data);
    return;
  }
  store.wallet.setBalance(cash);
  store.game.setQuitting(false);
}

/** `all_transfer_back`: every game wallet was transferred back; lists refetch. */
export function onAllTransferBack({ store }: HandlerContext): void {
  store.bus.emit('realtime:transfer-back-done', {});
}

export const walletHandlers: HandlerTable = {
  'member.cash': onMemberCash,
  all_transfer_back: onAllTransferBack,
};
