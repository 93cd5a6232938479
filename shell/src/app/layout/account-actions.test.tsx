import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_LAYOUT_PATH } from '@casino/mf-shared';
import { LocationProbe, createFakeSandbox, createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { SessionKnownContext } from '../session/session-known';
import { AccountActions } from './account-actions';

const shell = { shell: async () => ({ default: en }) };

describe('AccountActions', () => {
  it.each([
    ['a visitor', undefined],
    ['a member', { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' }],
  ])('is the same hidden placeholder for %s until the page knows the session', async (_who, storage) => {
    const root = await createTestRoot({ namespaces: shell, ...(storage ? { storage } : {}) });
    const view = renderWithRoot(
      <SessionKnownContext.Provider value={false}>
        <AccountActions />
      </SessionKnownContext.Provider>,
      root,
    );
    const placeholder = screen.getByTestId('account-placeholder');
    // The visitor's buttons give it their size; nobody sees nor reaches them.
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('inert');
    expect(placeholder).toHaveTextContent('Log inSign up');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    view.unmount();
  });

  it('offers log in and sign up to visitors, through the bus', async () => {
    const root = await createTestRoot({ namespaces: shell });
    const opened: string[] = [];
    root.store.bus.on('auth:open', ({ tab }) => opened.push(tab));
    renderWithRoot(<AccountActions />, root);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(opened).toEqual(['login', 'register']);
  });

  it('shows the member and asks for logout through the bus', async () => {
    const root = await createTestRoot({
      namespaces: shell,
      storage: { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' },
    });
    const asked = jest.fn();
    root.store.bus.on('session:logout-requested', asked);
    renderWithRoot(<AccountActions />, root);
    expect(screen.getByRole('link', { name: 'amy' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('status', { name: 'Balance' })).toBeNull();
    act(() => root.store.wallet.setBalance(1234.5));
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('RMB 1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(asked).toHaveBeenCalled();
  });

  it('opens the member centre in its own window on desktop and in the page on mobile', async () => {
    const member = { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' };
    const opened: string[] = [];
    const desktop = await createTestRoot({
      namespaces: shell,
      storage: member,
      openWindow: (url, target, features) => (opened.push(`${target} ${url} ${features}`), { closed: false } as Window),
    });
    const view = renderWithRoot(<AccountActions />, desktop);
    await userEvent.click(screen.getByRole('link', { name: 'amy' }));
    expect(opened).toEqual(['userWindow /user width=1500,height=800']);
    expect(desktop.store.windows.isOpen('userWindow')).toBe(true);
    view.unmount();

    const mobile = await createTestRoot({
      namespaces: shell,
      storage: member,
      width: 390,
      openWindow: () => (opened.push('mobile'), null),
    });
    renderWithRoot(<AccountActions />, mobile);
    await userEvent.click(screen.getByRole('link', { name: 'amy' }));
    expect(opened).toEqual(['userWindow /user width=1500,height=800']);
  });

  it('shows demo mode with the fake login and no login or sign-up', async () => {
    const root = await createTestRoot({ namespaces: shell, config: { demoMode: true } });
    renderWithRoot(<AccountActions />, root);
    expect(screen.getByRole('status')).toHaveTextContent('Demo mode · demo');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('AccountActions: the agent centre entry', () => {
  const member = { token: 't', member_id: '6', member_account: 'agent_rmb', currency: 'RMB' };
  const layoutSandbox = (isAgent: number, agentActive = 1) =>
    createFakeSandbox({
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: {
          id: 6,
          member_account: 'agent_rmb',
          member_currency: 'RMB',
          member_cash: '0',
          member_type: isAgent ? 2 : 1,
          agent_type: isAgent ? 1 : null,
          agent_level: isAgent ? 1 : null,
          is_agent: isAgent,
          agent_active: agentActive,
          is_playing: 0,
          cash_back_status: 0,
          wallet_status: 1,
          first_login_to_change_password: 0,
          need_bank_account_deposit_verified: 0,
        },
      }),
    });

  it('is offered to a member whose layout says is_agent, and opens /proxy in the proxy window on desktop', async () => {
    const opened: string[] = [];
    const root = await createTestRoot({
      namespaces: shell,
      storage: member,
      fetch: layoutSandbox(1, 0).fetch,
      openWindow: (url, target, features) => (opened.push(`${target} ${url} ${features}`), { closed: false } as Window),
    });
    renderWithRoot(<AccountActions />, root);
    expect(screen.queryByRole('link', { name: 'Agent centre' })).toBeNull();
    await act(() => root.store.member.load());
    const link = screen.getByRole('link', { name: 'Agent centre' });
    expect(link).toHaveAttribute('href', '/proxy');
    await userEvent.click(link);
    expect(opened).toEqual(['proxyWindow /proxy width=1500,height=800']);
  });

  it('goes to /proxy in the page on mobile, and is not offered to a normal member', async () => {
    const opened: string[] = [];
    const agent = await createTestRoot({
      namespaces: shell,
      storage: member,
      width: 390,
      fetch: layoutSandbox(1).fetch,
      openWindow: () => (opened.push('window'), null),
    });
    const view = renderWithRoot(
      <>
        <AccountActions />
        <LocationProbe />
      </>,
      agent,
    );
    await act(() => agent.store.member.load());
    await userEvent.click(screen.getByRole('link', { name: 'Agent centre' }));
    expect(opened).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/proxy');
    view.unmount();

    const normal = await createTestRoot({ namespaces: shell, storage: member, fetch: layoutSandbox(0).fetch });
    renderWithRoot(<AccountActions />, normal);
    await act(() => normal.store.member.load());
    expect(normal.store.member.layout?.isAgent).toBe(false);
    expect(screen.queryByRole('link', { name: 'Agent centre' })).toBeNull();
  });
});

describe('AccountActions under a locale prefix (defect 7e)', () => {
  it('links the member centre under the current locale, in the page and in its own window', async () => {
    const member = { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' };
    const opened: string[] = [];
    const root = await createTestRoot({
      namespaces: shell,
      storage: member,
      locale: 'zh_CN',
      config: { localeStrategy: 'prefix_except_default', defaultLocale: 'en_US' },
      openWindow: (url) => (opened.push(url), { closed: false } as Window),
    });
    renderWithRoot(<AccountActions />, root, { path: '/zh_CN' });
    const link = screen.getByRole('link', { name: 'amy' });
    expect(link).toHaveAttribute('href', '/zh_CN/user');
    await userEvent.click(link);
    expect(opened).toEqual(['/zh_CN/user']);
  });
});
