import { isSuccessCode, TRANSFER_DISABLED_CODE } from '@casino/contracts';
import { asPayload, numberField, stringField } from '../payload';
import type { HandlerContext, HandlerTable } from './handler-context';

/**
 * `forward_game.status` (shell-and-public.md §4 "Forward-game status code 957 shows a
 * transfer-disabled notice; otherwise game status handling starts"): 957 disables transfers with
 * the notice. Any other code says the transfer into or out of a game moved on, so what it changes
 * is read again: the member layout (is_playing) and the wallet; a success code (100, 1000) also
 * lifts an earlier 957. The code goes on to the bus (`realtime:game-status`) for whoever shows more.
 */
export function onForwardGameStatus({ store, t }: HandlerContext, data: unknown): void {
  const code = numberField(asPayload(data), 'code');
  if (code === undefined) return;
  if (code === TRANSFER_DISABLED_CODE) {
    store.game.setTransferDisabled(true);
    store.notifier.error(t('realtime.transferDisabled'));
    return;
  }
  if (isSuccessCode(code)) store.game.setTransferDisabled(false);
  void store.loadMemberData();
  store.bus.emit('realtime:game-status', { code });
}

/** `game.url`: the launch URL of a game started elsewhere (the games remote opens it). */
export function onGameUrl({ store }: HandlerContext, data: unknown): void {
  const url = stringField(asPayload(data), 'url');
  if (url) store.bus.emit('realtime:game-url', { url });
}

export const gameHandlers: HandlerTable = {
  'forward_game.status': onForwardGameStatus,
  'game.url': onGameUrl,
};
