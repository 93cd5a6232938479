import { asDeviceChallenge, loginErrorOf } from './login-outcome';

describe('login codes of §8', () => {
  it.each([
    [101, { key: 'login.errors.101' }],
    [102, { key: 'login.errors.102' }],
    [103, { key: 'login.errors.103' }],
    [105, { key: 'login.errors.105' }],
    [106, { key: 'ip_error' }],
    [201, { key: 'login.errors.ip', values: { code: 201 } }],
    [202, { key: 'login.errors.ip', values: { code: 202 } }],
    ['203', { key: 'login.errors.ip', values: { code: 203 } }],
    [104, { text: 'Server says no' }],
    [999, { text: 'Server says no' }],
  ])('%s → %j', (code, error) => {
    expect(loginErrorOf(code, 'Server says no')).toEqual(error);
  });

  it('shows a 103 that carries a lock as the lock with its time left, a plain 103 as frozen', () => {
    const lock = { lock: 'login', retry_after: 600, locked_until: '2025-06-10T12:10:00.000Z' };
    expect(loginErrorOf(103, 'Locked for 10 minutes', lock)).toEqual({ text: 'Locked for 10 minutes' });
    expect(loginErrorOf(103, 'Frozen', null)).toEqual({ key: 'login.errors.103' });
  });

  it("reads a 107's challenge, and nothing from data of another shape", () => {
    expect(asDeviceChallenge({ member_login_id: 7, masked_contact: 'j***@x.com', method: 'email' })).toEqual({
      member_login_id: '7',
      masked_contact: 'j***@x.com',
      method: 'email',
    });
    expect(asDeviceChallenge(null)).toBeNull();
    expect(asDeviceChallenge({ masked_contact: 'x' })).toBeNull();
  });
});
