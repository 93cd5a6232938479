import { RequestError } from '@casino/mf-shared';
import { refusalKey, standingOfError } from './application-standing';

const business = (code: number | string) =>
  new RequestError({ kind: 'business', path: '/member/apply_for_agent/check', code, status: 200 });

describe('standingOfError', () => {
  it.each([
    [101, { kind: 'agent' }],
    ['104', { kind: 'underReview' }],
    [102, { kind: 'refused', code: 102 }],
    [103, { kind: 'refused', code: 103 }],
    [999, { kind: 'refused', code: 999 }],
  ])('code %s is %j', (code, standing) => {
    expect(standingOfError(business(code))).toEqual(standing);
  });

  it('is null for a failure that is not a refusal, so the page offers a retry', () => {
    expect(standingOfError(new RequestError({ kind: 'network', path: '/member/apply_for_agent/check' }))).toBeNull();
    expect(standingOfError(new Error('boom'))).toBeNull();
    const serverDown = new RequestError({
      kind: 'business',
      path: '/member/apply_for_agent/check',
      code: 500,
      status: 500,
      serverMessage: 'down',
    });
    expect(standingOfError(serverDown)).toBeNull();
  });
});

describe('refusalKey', () => {
  it.each([
    [101, 'access.register.code.101'],
    [102, 'access.register.code.102'],
    [103, 'access.register.code.103'],
    [104, 'access.register.code.104'],
    [500, 'access.register.code.other'],
  ])('%s → %s', (code, key) => {
    expect(refusalKey(code)).toBe(key);
  });
});
