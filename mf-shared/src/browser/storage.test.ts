import { browserStorage } from './storage';

/** A window whose storages throw, as a browser with storage blocked does. */
function blockedWindow(): Window {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return Object.defineProperties({} as Window, { localStorage: { get: refuse }, sessionStorage: { get: refuse } });
}

describe('browserStorage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('uses the browser storage of that kind', () => {
    browserStorage('local').setItem('token', 'abc');
    browserStorage('session').setItem('closed', '1');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.sessionStorage.getItem('closed')).toBe('1');
    expect(window.localStorage.getItem('closed')).toBeNull();
  });

  it('falls back to memory when the browser refuses storage, and keeps values for the page', () => {
    const win = blockedWindow();
    browserStorage('session', win).setItem('closed', '1');
    expect(browserStorage('session', win).getItem('closed')).toBe('1');
    expect(browserStorage('local', win).getItem('closed')).toBeNull();
    browserStorage('session', win).clear();
    expect(browserStorage('session', win).getItem('closed')).toBeNull();
  });

  it('falls back to memory when a write throws (storage full)', () => {
    const storage = browserStorage('local');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => storage.setItem('big', 'x')).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
  });

  it('is memory only without a window (server rendering)', () => {
    const storage = browserStorage('local', null);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(window.localStorage.getItem('a')).toBeNull();
  });
});
