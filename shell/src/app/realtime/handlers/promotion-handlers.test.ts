import { handlerTestRoot } from '../test-support';
import { promotionHandlers } from './promotion-handlers';

describe('promotion handlers (private member.{currency})', () => {
  it('RedEnvelopeDisplay passes the payload on', async () => {
    const { context, events } = await handlerTestRoot();
    promotionHandlers.RedEnvelopeDisplay?.(context, { activity_id: 3 });
    expect(events).toEqual([['realtime:red-envelope', { payload: { activity_id: 3 } }]]);
  });
});
