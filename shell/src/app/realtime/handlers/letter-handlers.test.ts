import { handlerTestRoot } from '../test-support';
import { letterHandlers } from './letter-handlers';

describe('letter handlers (private member.{id})', () => {
  it.each([
    ['letter.sent', 'sent'],
    ['letter.read', 'read'],
    ['letter.delete', 'delete'],
  ])('%s refetches the letters (reason %s)', async (event, reason) => {
    const { context, events } = await handlerTestRoot();
    const handle = letterHandlers[event];
    if (!handle) throw new Error(`${event} is not registered`);
    handle(context, {});
    expect(events).toEqual([['realtime:letters-changed', { reason }]]);
  });
});
