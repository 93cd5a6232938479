import type { HandlerContext, HandlerTable } from './handler-context';

/** `RedEnvelopeDisplay` on member.{currency}: the promotions part shows the red envelope. */
export function onRedEnvelopeDisplay({ store }: HandlerContext, data: unknown): void {
  store.bus.emit('realtime:red-envelope', { payload: data });
}

export const promotionHandlers: HandlerTable = {
  RedEnvelopeDisplay: onRedEnvelopeDisplay,
};
