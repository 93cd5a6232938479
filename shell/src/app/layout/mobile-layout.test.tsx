import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@casino/mf-shared';
import { createTestRoot, renderWithRoot, type TestRootOptions, Route, Routes } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { MobileLayout } from './mobile-layout';

const shell = { shell: async () => ({ default: en }) };
const member = { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' };

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname}</output>;
}

async function renderFooter(options: TestRootOptions = {}, path = '/') {
  const root = await createTestRoot({ namespaces: shell, width: 390, ...options });
  const opened: string[] = [];
  root.store.bus.on('auth:open', ({ tab }) => opened.push(tab));
  renderWithRoot(
    <Routes>
      <Route
        path="*"
        element={
          <MobileLayout nav={false} footer>
            <Where />
          </MobileLayout>
        }
      />
    </Routes>,
    root,
    { path },
  );
  const footer = screen.getByRole('navigation', { name: 'Site menu' });
  const entries = () =>
    within(footer)
      .getAllByRole('button')
      .map((button) => button.textContent);
  return { root, footer, opened, entries };
}

describe('MobileLayout footer', () => {
  it('offers home and the nine footer entries of the spec to a visitor', async () => {
    const { entries } = await renderFooter();
    expect(entries()).toEqual([
      'Home',
      'Deposit',
      'Withdrawal',
      'Wallet',
      'Promotions',
      'Sponsorship',
      'Sign up',
      'Messages',
      'Announcements',
      'Customer service',
    ]);
  });

  it.each(['Deposit', 'Withdrawal', 'Wallet', 'Messages', 'Announcements'])('asks a visitor to log in before %s', async (name) => {
    const { footer, opened } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name }));
    expect(opened).toEqual(['login']);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['Deposit', '/user/Deposit'],
    ['Withdrawal', '/user/Withdrawal'],
    ['Wallet', '/user/MyWallet'],
    ['Messages', '/user/Letter'],
    ['Announcements', '/user/Announcement'],
  ])('takes a member from %s to the member centre page %s, in the same tab', async (name, path) => {
    const openWindow = jest.fn(() => null);
    const { footer, opened } = await renderFooter({ storage: member, openWindow });
    await userEvent.click(within(footer).getByRole('button', { name }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(path);
    expect(openWindow).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it.each([
    ['Promotions', '/discount'],
    ['Sponsorship', '/sponsor'],
  ])('takes anyone from %s to %s', async (name, path) => {
    const { footer, opened } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(path);
    expect(opened).toEqual([]);
  });

  it('opens the register tab of the login modal from Sign up', async () => {
    const { footer, opened } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name: 'Sign up' }));
    expect(opened).toEqual(['register']);
  });

  it('hides Sign up from members and in demo mode', async () => {
    const memberView = await renderFooter({ storage: member });
    expect(memberView.entries()).not.toContain('Sign up');
    expect(memberView.entries()).toHaveLength(9);
    memberView.footer.remove();
    const demo = await renderFooter({ config: { demoMode: true } });
    expect(demo.entries()).not.toContain('Sign up');
  });

  it("opens the site's customer-service link in a new tab", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { footer } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://support.example/chat', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('opens the link the backend names once it has (site detail), not the configured one', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { footer, root } = await renderFooter();
    act(() => root.store.site.setCustomerServiceLink('https://chat.example.com/room-2'));
    await userEvent.click(within(footer).getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.com/room-2', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('marks the entry of the current page and goes home from Home', async () => {
    const { footer } = await renderFooter({}, '/discount');
    expect(within(footer).getByRole('button', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(within(footer).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(footer).getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/);
    expect(within(footer).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the footer with footer=false', async () => {
    const root = await createTestRoot({ namespaces: shell, width: 390 });
    renderWithRoot(
      <MobileLayout nav={false} footer>
        <p>content</p>
      </MobileLayout>,
      root,
      { path: '/?footer=false' },
    );
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
  });
});
