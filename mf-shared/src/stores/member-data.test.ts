import { createFakeSandbox, httpError } from '../testing/fake-sandbox';
import { testSiteConfig } from '../testing/root';
import { RootStore } from './root-store';
import { createMemoryStorage } from './storage';
import { MEMBER_LAYOUT_PATH } from './member-store';
import { MY_CASH_PATH } from './wallet-store';
import { MEMBER_READS_GROUP } from '@casino/contracts';

const layout = (overrides: Record<string, unknown> = {}) => ({
  member_common_layout: {
    id: 6,
    member_account: 'agent_rmb',
    member_currency: 'RMB',
    member_cash: '10000.00',
    member_type: 2,
    agent_type: 1,
    agent_level: 3,
    is_agent: 1,
    agent_active: 0,
    is_playing: 0,
    cash_back_status: 1,
    wallet_status: 1,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 1,
    ...overrides,
  },
});
const myCash = {
  total: '1288.50',
  my_cash_list: [
    { gp_id: 'GPR8', gp_name: 'R8', cash: 88.5, is_light: 1, icon_dark: '/r8.png' },
    { gp_id: 'GPJD', cash: '1200', is_light: 0 },
  ],
};

function build(initial: Record<string, string> = {}, handlers = {}) {
  const sandbox = createFakeSandbox({ [MEMBER_LAYOUT_PATH]: () => layout(), [MY_CASH_PATH]: () => myCash }, handlers);
  const storage = createMemoryStorage(initial);
  const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const store = new RootStore({ config: testSiteConfig(), storage, width: 1280, locale: 'en_US', notifier, fetch: sandbox.fetch });
  return { store, storage, sandbox, notifier };
}

const login = (store: RootStore) => {
  store.session.setSession({ token: 't1', memberId: '6', memberAccount: 'agent_rmb', currency: 'RMB', memberType: 2 });
  store.bus.emit('session:logged-in', { memberId: '6', memberAccount: 'agent_rmb', currency: 'RMB' });
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('member data after login', () => {
  it('keeps member_type from the login answer under the spec key, and forgets it at logout', () => {
    const { store, storage } = build();
    login(store);
    expect(storage.getItem('member_type')).toBe('2');
    expect(store.member.isAgentMember).toBe(true);
    store.logout('user');
    expect(storage.getItem('member_type')).toBeNull();
    expect(store.member.memberType).toBeNull();
  });

  it('loads the member layout and the wallet once logged in, and announces both', async () => {
    const { store, sandbox } = build();
    const events: string[] = [];
    store.bus.on('member:changed', ({ loaded }) => events.push(`member ${loaded}`));
    store.bus.on('wallet:changed', ({ total }) => events.push(`wallet ${total}`));
    login(store);
    await settle();
    await settle();
    expect(sandbox.hits(MEMBER_LAYOUT_PATH)).toBe(1);
    expect(store.member.layout).toMatchObject({
      id: '6',
      memberType: 2,
      agentLevel: 3,
      isAgent: true,
      agentActive: false,
      isPlaying: false,
      walletStatus: 1,
      mustChangePassword: false,
      needBankAccountVerified: true,
      cash: 10000,
    });
    expect(store.wallet.balance).toBe(1288.5);
    expect(store.wallet.entries).toEqual([
      { gpId: 'GPR8', gpName: 'R8', cash: 88.5, isLight: true, iconDark: '/r8.png' },
      { gpId: 'GPJD', gpName: 'GPJD', cash: 1200, isLight: false, iconDark: '' },
    ]);
    expect(events.sort()).toEqual(['member true', 'wallet 1288.5']);
    expect(sandbox.callsTo(MY_CASH_PATH)[0]?.headers.authorization).toBe('Bearer t1');
  });

  it('loads nothing for a visitor or on a demo site', async () => {
    const { store, sandbox } = build();
    await store.loadMemberData();
    const demo = new RootStore({
      config: testSiteConfig({ demoMode: true }),
      storage: createMemoryStorage(),
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
      fetch: sandbox.fetch,
    });
    await demo.loadMemberData();
    expect(sandbox.calls).toHaveLength(0);
  });

  it('keeps the old layout and wallet when a refresh fails', async () => {
    const { store, sandbox } = build({ token: 't0', member_id: '6' });
    await store.loadMemberData();
    sandbox.fail(MEMBER_LAYOUT_PATH, httpError(500));
    sandbox.fail(MY_CASH_PATH, httpError(500));
    await store.loadMemberData();
    expect(store.member.failed).toBe(true);
    expect(store.member.layout?.account).toBe('agent_rmb');
    expect(store.wallet.balance).toBe(1288.5);
  });

  it('lets the latest wallet refresh win, and ignores an answer that comes after logout', async () => {
    let total = 1;
    const { store } = build({ token: 't0', member_id: '6' }, { [MY_CASH_PATH]: () => ({ total: total++, my_cash_list: [] }) });
    const first = store.wallet.refresh();
    const second = store.wallet.refresh();
    await Promise.all([first, second]);
    expect(store.wallet.balance).toBe(2);
    const late = store.wallet.refresh();
    store.logout('user');
    await late;
    expect(store.wallet.balance).toBeNull();
  });

  it('tells the bus when a cash event changes the total, not when it repeats it', () => {
    const { store } = build();
    const totals: (number | null)[] = [];
    store.bus.on('wallet:changed', ({ total }) => totals.push(total));
    store.wallet.setBalance(12);
    store.wallet.setBalance(12);
    store.wallet.setBalance(Number.NaN);
    expect(totals).toEqual([12, null]);
  });

  it('clears the layout at logout and closes the member windows', async () => {
    const opened: { name: string; closed: boolean; close: () => void }[] = [];
    const sandbox = createFakeSandbox({ [MEMBER_LAYOUT_PATH]: () => layout(), [MY_CASH_PATH]: () => myCash });
    const store = new RootStore({
      config: testSiteConfig(),
      storage: createMemoryStorage({ token: 't0', member_id: '6' }),
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
      fetch: sandbox.fetch,
      openWindow: (_url, name) => {
        const handle = { name, closed: false, close: () => (handle.closed = true) };
        opened.push(handle);
        return handle as unknown as Window;
      },
    });
    await store.loadMemberData();
    store.windows.openMember('user');
    store.windows.openMember('proxy');
    store.windows.openMember('fastPayment');
    const cleared = jest.fn();
    store.bus.on('member:changed', cleared);
    store.logout('elsewhere');
    expect(store.member.layout).toBeNull();
    expect(cleared).toHaveBeenCalledWith({ loaded: false });
    expect(opened.map((w) => [w.name, w.closed])).toEqual([
      ['userWindow', true],
      ['proxyWindow', true],
      ['fpWindow', true],
    ]);
  });
});

describe("the member reads' cancel group (shell-and-public.md §7)", () => {
  /** A fetch that never answers and gives up only when its request is aborted. */
  const hangingFetch = (aborted: string[]) =>
    ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const signal = init?.signal ?? request.signal;
        signal.addEventListener('abort', () => {
          aborted.push(new URL(request.url).pathname.replace(/^\/api/, ''));
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      })) as typeof fetch;

  it('cancels the profile layout and my_cash together with the letters and the red envelope', async () => {
    const aborted: string[] = [];
    const store = new RootStore({
      config: testSiteConfig(),
      storage: createMemoryStorage({ token: 't0', member_id: '6' }),
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
      fetch: hangingFetch(aborted),
    });
    const layoutRead = store.member.load();
    const cashRead = store.wallet.refresh();
    const other = store.api.post('/v2/get_jackpot', {}, { silent: true }).catch(() => 'other gave up');
    await settle();
    store.api.cancelGroup(MEMBER_READS_GROUP);
    await settle();
    expect(aborted.sort()).toEqual([MEMBER_LAYOUT_PATH, MY_CASH_PATH]);
    expect(store.api.pending).toBe(1);
    store.api.abortAll();
    await Promise.all([layoutRead, cashRead]);
    await expect(other).resolves.toBe('other gave up');
    expect([store.member.failed, store.wallet.failed]).toEqual([false, false]);
  });
});
