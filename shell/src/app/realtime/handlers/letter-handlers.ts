import type { HandlerContext, HandlerTable } from './handler-context';

const letterEvent =
  (reason: 'sent' | 'read' | 'delete') =>
  ({ store }: HandlerContext): void => {
    store.bus.emit('realtime:letters-changed', { reason });
  };

/** `letter.sent`, `letter.read`, `letter.delete`: the letter list (and its badge) refetches. */
export const onLetterSent = letterEvent('sent');
export const onLetterRead = letterEvent('read');
export const onLetterDelete = letterEvent('delete');

export const letterHandlers: HandlerTable = {
  'letter.sent': onLetterSent,
  'letter.read': onLetterRead,
  'letter.delete': onLetterDelete,
};
