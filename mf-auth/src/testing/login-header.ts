import type { LoginHeaderAnswer } from '@casino/contracts';

/** The signed login header the own server answers (the values the tests check POST /login and POST /register against). */
export const LOGIN_HEADER: LoginHeaderAnswer = {
  headers: {
    remote_addr: '203.0.113.7',
    host: 'www.casino.test',
    'x-login-timestamp': '1748764800000',
    'x-login-signature': 'v1=test-signature',
  },
  expires_at: 1748764920000,
};
