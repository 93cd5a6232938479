import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { AccountActions } from './account-actions';

const shell = { shell: async () => ({ default: en }) };

describe('AccountActions', () => {
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
