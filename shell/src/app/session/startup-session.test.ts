import { createTestRoot } from '@casino/mf-shared/testing';
import { applyStartupQuery } from './startup-session';

function fetchAnswering(body: unknown, status = 200): typeof fetch {
  return (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

async function start(query: string, options: { fetch?: typeof fetch; storage?: Record<string, string> } = {}) {
  const root = await createTestRoot({ ...options, config: { currency: 'RMB' } });
  const replaced: string[] = [];
  const logins: string[] = [];
  root.store.bus.on('session:logged-in', ({ memberAccount }) => logins.push(memberAccount));
  const storage = {
    getItem: (k: string) => window.localStorage.getItem(k),
    setItem: (k: string, v: string) => window.localStorage.setItem(k, v),
    removeItem: (k: string) => window.localStorage.removeItem(k),
  };
  for (const [k, v] of Object.entries(options.storage ?? {})) storage.setItem(k, v);
  const taken = await applyStartupQuery({
    store: root.store,
    url: new URL(`https://casino.example/${query}`),
    storage,
    replaceUrl: (p) => replaced.push(p),
  });
  return { ...root, taken, replaced, logins };
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});

describe('applyStartupQuery', () => {
  it('stores a session handed over in the query and resets the address', async () => {
    const { taken, store, replaced, logins } = await start(
      '?tk=T1&member_account=amy&member_currency=USD&member_id=42&pwa=1&member_type=2',
    );
    expect(taken).toBe(true);
    expect(store.session).toMatchObject({ token: 'T1', memberId: '42', memberAccount: 'amy', currency: 'USD' });
    expect(window.localStorage.getItem('pwa')).toBe('1');
    expect(window.localStorage.getItem('member_type')).toBe('2');
    expect(replaced).toEqual(['/']);
    expect(logins).toEqual(['amy']);
    expect(document.cookie).toContain('ccy=USD');
  });

  it('ignores a query session when skipReloadGetInfo is set, and needs all four values', async () => {
    const skipped = await start('?tk=T1&member_account=amy&member_currency=USD&member_id=42', { storage: { skipReloadGetInfo: '1' } });
    expect(skipped.taken).toBe(false);
    expect(skipped.store.session.isLoggedIn).toBe(false);
    const partial = await start('?tk=T1&member_account=amy');
    expect(partial.taken).toBe(false);
    expect(partial.replaced).toEqual([]);
  });

  it('exchanges an enc value through /get_info_data', async () => {
    const fetch = fetchAnswering({
      status: true,
      code: 1000,
      message: '',
      apiResponseData: JSON.stringify({ tk: 'T9', member_id: 9, member_account: 'bob', member_currency: 'VND' }),
    });
    const { taken, store, replaced } = await start('?enc=abc', { fetch });
    expect(taken).toBe(true);
    expect(store.session).toMatchObject({ token: 'T9', memberId: '9', memberAccount: 'bob', currency: 'VND' });
    expect(replaced).toEqual(['/']);
  });

  it('resets the address when the exchange fails, without a toast', async () => {
    const fetch = fetchAnswering({ status: false, code: 101, message: 'Unknown enc', apiResponseData: null });
    const { taken, replaced, notifier, store } = await start('?enc=bad', { fetch });
    expect(taken).toBe(false);
    expect(store.session.isLoggedIn).toBe(false);
    expect(replaced).toEqual(['/']);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('leaves the query of the popup helpers to them', async () => {
    const root = await createTestRoot();
    const replaced: string[] = [];
    const taken = await applyStartupQuery({
      store: root.store,
      url: new URL('https://casino.example/authCallback?tk=T1&member_account=amy&member_currency=USD&member_id=42'),
      storage: window.localStorage,
      replaceUrl: (p) => replaced.push(p),
    });
    expect(taken).toBe(false);
    expect(root.store.session.isLoggedIn).toBe(false);
    expect(replaced).toEqual([]);
  });

  it('keeps fbclid as the _fbc ad cookie', async () => {
    await start('?fbclid=XYZ');
    expect(document.cookie).toMatch(/_fbc=fb\.1\.\d+\.XYZ/);
  });
});
