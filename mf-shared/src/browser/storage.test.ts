import { browserStorage } from './storage';

/** A window whose storages throw, as a browser with storage blocked does. */
function blockedWindow(): Window {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return Object.defineProperties({} as Window, { localStorage: { get: refuse }, sessionStorage: { get: refuse } });
}

/** A page of its own (the memory stand-ins are kept per page) with jsdom's working storages. */
function workingWindow(): Window {
  return { localStorage: window.localStorage, sessionStorage: window.sessionStorage } as Window;
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

  it('says whether values live in page memory only (the page can tell the user they will not last)', () => {
    expect(browserStorage('local', workingWindow()).inMemory).toBe(false);
    const win = blockedWindow();
    expect(browserStorage('local', win).inMemory).toBe(true);
    expect(browserStorage('session', win).inMemory).toBe(true);
  });

  it('reports a storage that refused a write later as in memory, for every caller of that kind', () => {
    const page = workingWindow();
    const first = browserStorage('local', page);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      first.setItem('token', 't');
    } finally {
      setItem.mockRestore();
    }
    expect(first.inMemory).toBe(true);
    expect(browserStorage('local', page).inMemory).toBe(true);
    expect(browserStorage('session', page).inMemory).toBe(false);
  });

  it('is memory only without a window (server rendering)', () => {
    const storage = browserStorage('local', null);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(window.localStorage.getItem('a')).toBeNull();
  });
});
