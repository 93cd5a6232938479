import { businessError, createFakeSandbox, createTestRoot, httpError, type Handler } from '@casino/mf-shared/testing';
import { applyStartupQuery } from './startup-session';

/** The members the fake backend knows, by token. */
const MEMBERS: Record<string, { id: number; member_account: string; member_currency: string }> = {
  T1: { id: 42, member_account: 'amy', member_currency: 'USD' },
  T9: { id: 9, member_account: 'bob', member_currency: 'VND' },
};

const layoutByToken: Handler = (_body, call) => {
  const member = MEMBERS[(call.headers.authorization ?? '').replace(/^Bearer /, '')];
  return member ? { member_common_layout: { ...member, member_cash: 0, member_type: 1 } } : httpError(401, 'Unauthenticated');
};

function backend(handlers: Record<string, Handler> = {}) {
  return createFakeSandbox({ '/member/profile/common/layout': layoutByToken }, handlers);
}

const t = (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key);

interface StartOptions {
  sandbox?: ReturnType<typeof backend>;
  storage?: Record<string, string>;
  /** The boot data's handOver: 'ask', and the visitor's answer to the question. */
  ask?: { answer: boolean };
}

async function start(query: string, options: StartOptions = {}) {
  const sandbox = options.sandbox ?? backend();
  const root = await createTestRoot({ fetch: sandbox.fetch, config: { currency: 'RMB' } });
  const replaced: string[] = [];
  const logins: string[] = [];
  root.store.bus.on('session:logged-in', ({ memberAccount }) => logins.push(memberAccount));
  const storage = {
    getItem: (k: string) => window.localStorage.getItem(k),
    setItem: (k: string, v: string) => window.localStorage.setItem(k, v),
    removeItem: (k: string) => window.localStorage.removeItem(k),
  };
  for (const [k, v] of Object.entries(options.storage ?? {})) storage.setItem(k, v);
  // A member already logged in here (stored values are read when the root store is built).
  if (options.storage?.token)
    root.store.session.setSession({
      token: options.storage.token,
      memberId: options.storage.member_id ?? '',
      memberAccount: options.storage.member_account ?? '',
      currency: 'USD',
    });
  const questions: { title: string; content: string; ok: string; cancel: string }[] = [];
  let later: Promise<boolean> | null = null;
  const taken = await applyStartupQuery({
    store: root.store,
    url: new URL(`https://casino.example/${query}`),
    storage,
    replaceUrl: (p) => replaced.push(p),
    t,
    ...(options.ask
      ? {
          askFirst: true,
          confirm: async (texts) => {
            questions.push(texts);
            return options.ask?.answer ?? false;
          },
          later: (outcome) => {
            later = outcome;
          },
        }
      : {}),
  });
  return { ...root, sandbox, taken, replaced, logins, questions, later: () => later };
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});

describe('applyStartupQuery: a hand-over from another website asks first', () => {
  const link = '?tk=T1&member_account=amy&member_currency=USD&member_id=42';

  it('names the account and signs in only once the visitor continues', async () => {
    const run = await start(link, { ask: { answer: true } });
    expect(run.taken).toBe(false);
    expect(run.replaced).toEqual(['/']);
    expect(run.questions).toEqual([
      {
        title: 'handOver.askTitle {"account":"amy"}',
        content: expect.stringContaining('handOver.askText {"account":"amy"'),
        ok: 'handOver.askContinue {"account":"amy"}',
        cancel: 'handOver.askStay',
      },
    ]);
    await expect(run.later()).resolves.toBe(true);
    expect(run.store.session).toMatchObject({ token: 'T1', memberAccount: 'amy' });
    expect(run.logins).toEqual(['amy']);
  });

  it('stores nothing and asks the backend nothing when the visitor stays signed out', async () => {
    const run = await start(link, { ask: { answer: false } });
    await expect(run.later()).resolves.toBe(false);
    expect(run.store.session.isLoggedIn).toBe(false);
    expect(run.sandbox.callsTo('/member/profile/common/layout')).toEqual([]);
    expect(run.logins).toEqual([]);
  });

  it('does not ask a member who is signed in (a hand-over never replaces them)', async () => {
    const run = await start('?tk=T9&member_account=bob&member_currency=VND&member_id=9', {
      ask: { answer: true },
      storage: { token: 'T1', member_id: '42', member_account: 'amy' },
    });
    expect(run.questions).toEqual([]);
    expect(run.store.session.memberAccount).toBe('amy');
  });

  it('stays silent without the boot data asking (same-site and app hand-overs)', async () => {
    const run = await start(link);
    expect(run.taken).toBe(true);
    expect(run.questions).toEqual([]);
  });
});

describe('applyStartupQuery', () => {
  it('stores a session handed over in the query and resets the address', async () => {
    const { taken, store, replaced, logins, sandbox } = await start(
      '?tk=T1&member_account=amy&member_currency=USD&member_id=42&pwa=1&member_type=2',
    );
    expect(taken).toBe(true);
    expect(store.session).toMatchObject({ token: 'T1', memberId: '42', memberAccount: 'amy', currency: 'USD' });
    expect(sandbox.callsTo('/member/profile/common/layout')[0]?.headers.authorization).toBe('Bearer T1');
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

  it('stores nothing for a token the backend does not know, or that belongs to someone else, and says so', async () => {
    for (const query of [
      '?tk=FORGED&member_account=amy&member_currency=USD&member_id=42',
      '?tk=T9&member_account=amy&member_currency=USD&member_id=42',
      '?tk=T1&member_account=amy&member_currency=RMB&member_id=42',
    ]) {
      window.localStorage.clear();
      const { taken, store, replaced, notifier, logins } = await start(query);
      expect(taken).toBe(false);
      expect(store.session.isLoggedIn).toBe(false);
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(replaced).toEqual(['/']);
      expect(logins).toEqual([]);
      expect(notifier.error).toHaveBeenCalledWith('handOver.linkRefused');
    }
  });

  it('never replaces another member who is logged in, and tells the user', async () => {
    const { taken, store, notifier, sandbox } = await start('?tk=T9&member_account=bob&member_currency=VND&member_id=9', {
      storage: { token: 'MINE', member_id: '7', member_account: 'carol' },
    });
    expect(taken).toBe(false);
    expect(store.session).toMatchObject({ token: 'MINE', memberId: '7', memberAccount: 'carol' });
    expect(notifier.error).toHaveBeenCalledWith('handOver.otherMember {"current":"carol","other":"bob"}');
    expect(sandbox.hits('/member/profile/common/layout')).toBe(0);
  });

  it('stores nothing when the backend cannot be asked', async () => {
    const sandbox = backend();
    sandbox.fail('/member/profile/common/layout', httpError(503));
    const { taken, store, notifier } = await start('?tk=T1&member_account=amy&member_currency=USD&member_id=42', { sandbox });
    expect(taken).toBe(false);
    expect(store.session.isLoggedIn).toBe(false);
    expect(notifier.error).toHaveBeenCalledWith('handOver.unchecked');
  });

  it('exchanges an enc value through /get_info_data, then checks the session', async () => {
    const sandbox = backend({
      '/get_info_data': () => JSON.stringify({ tk: 'T9', member_id: 9, member_account: 'bob', member_currency: 'VND' }),
    });
    const { taken, store, replaced } = await start('?enc=abc', { sandbox });
    expect(taken).toBe(true);
    expect(store.session).toMatchObject({ token: 'T9', memberId: '9', memberAccount: 'bob', currency: 'VND' });
    expect(replaced).toEqual(['/']);
    expect(sandbox.hits('/member/profile/common/layout')).toBe(1);
  });

  it('resets the address when the exchange fails, and says the link did not work', async () => {
    const sandbox = backend({ '/get_info_data': () => businessError(101, 'Unknown enc') });
    const { taken, replaced, notifier, store } = await start('?enc=bad', { sandbox });
    expect(taken).toBe(false);
    expect(store.session.isLoggedIn).toBe(false);
    expect(replaced).toEqual(['/']);
    expect(notifier.error).toHaveBeenCalledWith('handOver.linkRefused');
  });

  it('leaves the query of the popup helpers to them', async () => {
    const root = await createTestRoot();
    const replaced: string[] = [];
    const taken = await applyStartupQuery({
      store: root.store,
      url: new URL('https://casino.example/authCallback?tk=T1&member_account=amy&member_currency=USD&member_id=42'),
      storage: window.localStorage,
      replaceUrl: (p) => replaced.push(p),
      t,
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
