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
