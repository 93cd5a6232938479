import { SMS_COUNTDOWN_SECONDS } from '@casino/contracts';
import { businessError, createFakeSandbox, createTestRoot } from '@casino/mf-shared/testing';
import { registerHandlers } from '../../../testing/register-sandbox';
import { PhoneCodeStore } from './phone-code-store';

async function setUp() {
  const register = registerHandlers();
  const sandbox = createFakeSandbox(register.handlers);
  const { store: root } = await createTestRoot({ fetch: sandbox.fetch, config: { apiBase: 'http://sandbox.test/api' } });
  let now = 1_000_000;
  const store = new PhoneCodeStore(root, () => now);
  return { store, sandbox, register, advance: (ms: number) => ((now += ms), store.countdown.tick()) };
}

describe('the phone code', () => {
  it('waits SMS_COUNTDOWN_SECONDS (300 s) after a code before another may be asked for', async () => {
    const { store, sandbox, register, advance } = await setUp();
    expect(SMS_COUNTDOWN_SECONDS).toBe(300);
    await expect(store.send('13900001111', 'RMB')).resolves.toBeNull();
    expect(register.smsCode('13900001111')).toMatch(/^\d{6}$/);
    expect(store.sentTo).toBe('13900001111');
    expect(store.countdown.remaining).toBe(300);
    expect(store.canSend).toBe(false);
    await expect(store.send('13900001111', 'RMB')).resolves.toBeNull();
    expect(sandbox.hits('/register/sms')).toBe(1);

    advance(120_000);
    expect(store.countdown.remaining).toBe(180);
    advance(179_500);
    expect(store.countdown.remaining).toBe(1);
    advance(500);
    expect(store.countdown.remaining).toBe(0);
    expect(store.canSend).toBe(true);
    store.dispose();
  });

  it('does not count down when the code was refused, and says why', async () => {
    const { store, sandbox } = await setUp();
    sandbox.fail('/register/sms', businessError(103, 'No SMS balance'));
    await expect(store.send('13900001111', 'RMB')).resolves.toEqual({
      target: 'phoneVerify',
      message: { key: 'register.sms.codes.103' },
    });
    expect(store.countdown.running).toBe(false);
    expect(store.canSend).toBe(true);
    expect(store.sentTo).toBeNull();
  });
});
