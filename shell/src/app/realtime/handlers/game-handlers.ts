import { asPayload, numberField, stringField } from '../payload';
import type { HandlerContext, HandlerTable } from './handler-context';

/** Forward-game status code meaning transfers into games are disabled (shell-and-public.md §4). */
export const TRANSFER_DISABLED_CODE = 957;

/** `forward_game.status`: 957 disables transfers with a notice; other codes go to the games remote. */
export function onForwardGameStatus({ store, t }: HandlerContext, data: unknown): void {
  const code = numberField(asPayload(data), 'code');
  if (code === undefined) return;
  if (code === TRANSFER_DISABLED_CODE) {
    store.game.setTransferDisabled(true);
    store.notifier.error(t('realtime.transferDisabled'));
    return;
  }
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
