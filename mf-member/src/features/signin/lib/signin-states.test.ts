import { signinButtonState } from './signin-states';

describe('the sign-in button', () => {
  it.each([
    ['open', 0, 'click_signin'],
    ['open', 1, 'click_signin_true'],
    ['ended', 0, 'click_signin_pass'],
    ['ended', 1, 'click_signin_pass'],
    ['not_open', 0, 'is_signin_noopen'],
  ] as const)('a campaign %s, signed today %i: %s', (status, signed, state) => {
    expect(signinButtonState({ status, signed_today: signed })).toBe(state);
  });
});
