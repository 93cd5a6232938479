import { MEMBER_LAYOUT_PATH, MY_CASH_PATH } from '@casino/mf-shared';
import { RED_ENVELOPE_CLAIM_PATH, RED_ENVELOPE_PROMOTION_PATH } from '@casino/contracts';
import { businessError, createFakeSandbox, createTestRoot } from '@casino/mf-shared/testing';
import { RedEnvelopeStore } from './red-envelope-store';

// 12:00:00 UTC is 08:00:00 in Caracas (UTC-4, no daylight saving).
const NOW = Date.parse('2026-03-01T12:00:00Z');
const envelope = { id: 7, title: 'Lucky', end_at: '2026-03-01 08:00:05' };

async function setUp(offers: Array<typeof envelope | null>) {
  const answers = [...offers];
  const sandbox = createFakeSandbox({
    [RED_ENVELOPE_PROMOTION_PATH]: () => ({ envelope: answers.length > 1 ? answers.shift() : (answers[0] ?? null) }),
    [RED_ENVELOPE_CLAIM_PATH]: () => ({ cash: 8.88 }),
    [MEMBER_LAYOUT_PATH]: () => ({
      member_common_layout: { id: 1, member_account: 'amy', member_currency: 'RMB', member_cash: 10, member_type: 1 },
    }),
    [MY_CASH_PATH]: () => ({ total: 18.88, my_cash_list: [] }),
  });
  const root = await createTestRoot({
    fetch: sandbox.fetch,
    storage: { token: 't', member_id: '1', member_account: 'amy', currency: 'RMB' },
  });
  jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const store = new RedEnvelopeStore(root.store);
  const stop = store.start();
  await settle();
  return { store, sandbox, root, stop };
}

/** Lets the fake sandbox's answers arrive without moving the (fake) clock. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('red envelope store (fake timers, America/Caracas)', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down every second to end_at, ends at zero and asks again 3 s later', async () => {
    const { store, sandbox } = await setUp([envelope, null]);
    expect(store.envelope).toMatchObject({ id: 7, title: 'Lucky' });
    expect(store.seconds).toBe(5);
    jest.advanceTimersByTime(1000);
    expect(store.seconds).toBe(4);
    jest.advanceTimersByTime(4000);
    expect(store.envelope).toBeNull();
    expect(sandbox.hits(RED_ENVELOPE_PROMOTION_PATH)).toBe(1);
    jest.advanceTimersByTime(2999);
    expect(sandbox.hits(RED_ENVELOPE_PROMOTION_PATH)).toBe(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(sandbox.hits(RED_ENVELOPE_PROMOTION_PATH)).toBe(2);
    expect(store.envelope).toBeNull();
    stop();
  });

  it('an envelope already over is not shown; RedEnvelopeDisplay shows a new one at once', async () => {
    const { store, root } = await setUp([{ ...envelope, end_at: '2026-03-01 07:59:59' }]);
    expect(store.envelope).toBeNull();
    root.store.bus.emit('realtime:red-envelope', { payload: { id: 9, title: 'New', end_at: '2026-03-01 09:00:00' } });
    expect(store.envelope).toMatchObject({ id: 9 });
    expect(store.seconds).toBe(3600);
    stop();
  });

  it('tells the other windows which envelope it opened, and drops one opened in another window', async () => {
    const { store, root, stop: end } = await setUp([envelope, null]);
    const told = jest.fn();
    root.store.bus.on('member:red-envelope-opened', told);
    root.store.bus.emit('member:red-envelope-opened', { id: 99 });
    expect(store.envelope).toMatchObject({ id: 7 });
    root.store.bus.emit('member:red-envelope-opened', { id: 7 });
    expect(store.envelope).toBeNull();
    expect(store.claimed).toBeNull();
    end();

    const other = await setUp([envelope, null]);
    const heard = jest.fn();
    other.root.store.bus.on('member:red-envelope-opened', heard);
    await other.store.claim();
    expect(heard).toHaveBeenCalledWith({ id: 7 });
    other.stop();
  });

  it('claiming shows the cash; closing refreshes the layout and the wallet', async () => {
    const { store, sandbox, root } = await setUp([envelope, null]);
    await store.claim();
    expect(store.claimed).toBe(8.88);
    expect(store.envelope).toBeNull();
    expect(sandbox.callsTo(RED_ENVELOPE_CLAIM_PATH)[0]?.body).toEqual({ id: 7 });
    store.closeClaimed();
    await settle();
    expect(store.claimed).toBeNull();
    expect(sandbox.hits(MEMBER_LAYOUT_PATH)).toBe(1);
    expect(sandbox.hits(MY_CASH_PATH)).toBe(1);
    expect(root.store.wallet.balance).toBe(18.88);
    stop();
  });

  it('code 102 shows the server message and clears the envelope; another code keeps it', async () => {
    const { store, sandbox, root } = await setUp([envelope]);
    sandbox.fail(RED_ENVELOPE_CLAIM_PATH, businessError(103, 'Busy, try again'), businessError(102, 'Already opened'));
    await store.claim();
    expect(root.notifier.error).toHaveBeenLastCalledWith('Busy, try again');
    expect(store.envelope).not.toBeNull();
    await store.claim();
    expect(root.notifier.error).toHaveBeenLastCalledWith('Already opened');
    expect(store.envelope).toBeNull();
    expect(store.claimed).toBeNull();
    stop();
  });
});
