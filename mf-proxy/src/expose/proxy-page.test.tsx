import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@casino/mf-shared/testing';
import ProxyPage from './proxy-page';

const DESKTOP = 1280;
const MOBILE = 390;

const centre = ['Downline information', 'Promotion', 'Operation report', 'Stratified report', 'Transfer', 'Performance settlement'];
const application = ['Agent plan', 'Agent agreement', 'Apply as an agent'];

const renderProxy = (url: string, width: number, loggedIn = true) =>
  renderRemote(<ProxyPage />, { url, paths: ['/proxy'], width, loggedIn });

describe('agent centre on desktop', () => {
  it('shows the centre menu and its first page at /proxy', async () => {
    await renderProxy('/proxy', DESKTOP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent centre' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Agent menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(centre);
    expect(screen.getByRole('heading', { level: 2, name: 'Downline information' })).toBeInTheDocument();
    // the downline page (features/reports), loaded as its own chunk
    expect(await screen.findByRole('search', { name: 'Search the downline' })).toBeInTheDocument();
  });

  it('moves between pages from the menu', async () => {
    await renderProxy('/proxy', DESKTOP);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Performance settlement' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Performance settlement' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Performance settlement' })).toHaveClass('ant-menu-item-selected');
  });

  it('shows the application menu at ?page=Register (agent not active)', async () => {
    await renderProxy('/proxy?page=Register', DESKTOP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent programme' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Agent menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(application);
    expect(screen.getByRole('heading', { level: 2, name: 'Apply as an agent' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Agent agreement' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Agent agreement' })).toBeInTheDocument();
  });
});

describe('agent centre on mobile', () => {
  it('shows the menu as tabs above the page', async () => {
    await renderProxy('/proxy?page=Transfer', MOBILE);
    const nav = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(centre);
    expect(within(nav).getByRole('tab', { name: 'Transfer' })).toHaveAttribute('aria-selected', 'true');
    // Promotion is a lazy chunk: React 19 finishes the navigation to a chunk loaded for the first time inside act.
    await act(() => userEvent.click(within(nav).getByRole('tab', { name: 'Promotion' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Promotion' })).toBeInTheDocument();
  });
});

describe('visitors', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('are asked to log in on %s', async (_device, width) => {
    const { store } = await renderProxy('/proxy', width, false);
    const openAuth = jest.fn();
    store.bus.on('auth:open', openAuth);
    expect(await screen.findByText('Please log in to use the agent centre.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openAuth).toHaveBeenCalledWith({ tab: 'login' });
  });
});

describe('languages', () => {
  it('loads the proxy namespace of the current language', async () => {
    await renderRemote(<ProxyPage />, { url: '/proxy', paths: ['/proxy'], loggedIn: true, locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '代理中心' })).toBeInTheDocument();
  });
});
