import { LOGIN_STATE_TTL_MS, LoginPopups } from './login-popups';

function fakePopup() {
  return { opener: {} as unknown, location: { replace: jest.fn() }, closed: false } as unknown as Window & {
    location: { replace: jest.Mock };
  };
}

describe('LoginPopups', () => {
  let clock = 1_000;
  let counter = 0;
  const options = () => ({
    now: () => clock,
    randomBytes: () => Uint8Array.from({ length: 16 }, (_, i) => (i === 15 ? ++counter : i)),
  });

  it('accepts a state it created once, and nothing else', () => {
    const popups = new LoginPopups(options());
    const state = popups.begin();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(popups.take('0'.repeat(32))).toBe(false);
    expect(popups.take(undefined)).toBe(false);
    expect(popups.take({ state })).toBe(false);
    expect(popups.take(state)).toBe(true);
    expect(popups.take(state)).toBe(false);
  });

  it('refuses a state after ten minutes', () => {
    const popups = new LoginPopups(options());
    const state = popups.begin();
    clock += LOGIN_STATE_TTL_MS;
    expect(popups.take(state)).toBe(false);
  });

  it('opens the provider without an opener, with the state and the callback address', () => {
    const popup = fakePopup();
    const openWindow = jest.fn(() => popup);
    const popups = new LoginPopups({ ...options(), openWindow });
    expect(popups.open('https://id.example/authorize?client=casino', 'https://casino.example')).toBe(popup);
    expect(openWindow).toHaveBeenCalledWith('about:blank', 'authWindow', 'width=500,height=600');
    expect(popup.opener).toBeNull();
    const target = new URL(popup.location.replace.mock.calls[0][0] as string);
    expect(target.origin).toBe('https://id.example');
    expect(target.searchParams.get('client')).toBe('casino');
    expect(target.searchParams.get('redirect_uri')).toBe('https://casino.example/authCallback');
    expect(popups.take(target.searchParams.get('state'))).toBe(true);
  });

  it('opens nothing for a script URL, and forgets the state of a blocked popup', () => {
    const openWindow = jest.fn(() => null);
    const popups = new LoginPopups({ ...options(), openWindow });
    expect(popups.open('javascript:alert(1)', 'https://casino.example')).toBeNull();
    expect(openWindow).not.toHaveBeenCalled();
    const begin = jest.spyOn(popups, 'begin');
    expect(popups.open('https://id.example/a', 'https://casino.example')).toBeNull();
    expect(popups.take(begin.mock.results[0]?.value)).toBe(false);
  });
});
