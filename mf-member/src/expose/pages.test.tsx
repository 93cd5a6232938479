import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@casino/mf-shared/testing';
import DepositPage from './deposit-page';
import FastPaymentPage from './fast-payment-page';
import UserCenterPage from './user-center-page';
import { createAccountSandbox } from '../testing/account-sandbox';
import { sectionLoaders } from '../pages/user-center-sections';

const DESKTOP = 1280;
const MOBILE = 390;

const menuPages = [
  ['Account information', '/user/Info'],
  ['My wallet', '/user/MyWallet'],
  ['Daily check-in', '/user/Signin'],
  ['Announcements', '/user/Announcement'],
  ['Personal messages', '/user/Letter'],
  ['Deposit', '/user/Deposit'],
  ['Withdrawal', '/user/Withdrawal'],
  ['Transfer records', '/user/Transaction'],
  ['Deposit and withdrawal records', '/user/DWRecord'],
  ['Recommend project', '/user/RecommendProject'],
  ['Award record', '/user/AwardRecord'],
  ['Member search', '/user/MemberSearch'],
] as const;

const groups = ['Information centre', 'Fund management', 'Transaction records', 'Recommend a friend'];

// The account sandbox answers the recommend condition (is_friend 1, agent check passed) and the account pages.
const renderCentre = (url: string, width: number, loggedIn = true) =>
  renderRemote(<UserCenterPage />, { url, paths: ['/user', '/user/*'], width, loggedIn, fetch: createAccountSandbox().fetch });

// Each page of the centre is a lazy chunk: the first render of one waits for jest to transform its
// module tree, which on a busy two-core CI machine took longer than a findBy waits. Loaded once here,
// in the hook's own time, the tests wait for rendering only.
beforeAll(() => Promise.all(Object.values(sectionLoaders).map((load) => load())), 120_000);

describe('member centre on desktop', () => {
  it('shows the menu of the spec beside the account information page at /user', async () => {
    await renderCentre('/user', DESKTOP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByText('Account: player_rmb')).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Member centre menu' });
    expect(await within(menu).findByRole('menuitem', { name: 'Recommend project' })).toBeInTheDocument();
    for (const [label] of menuPages) expect(within(menu).getByRole('menuitem', { name: label })).toBeInTheDocument();
    for (const group of groups) expect(within(menu).getByText(group)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Account information' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Account details' })).toBeInTheDocument();
  });

  it.each(menuPages)('opens %s from the menu', async (label) => {
    await renderCentre('/user/Info', DESKTOP);
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    expect(await screen.findByRole('heading', { level: 2, name: label })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: label })).toHaveClass('ant-menu-item-selected');
  });

  it.each(menuPages)('deep link to %s at %s', async (label, route) => {
    await renderCentre(route, DESKTOP);
    expect(await screen.findByRole('heading', { level: 2, name: label })).toBeInTheDocument();
  });

  it('says when a member-centre page does not exist', async () => {
    await renderCentre('/user/Nope', DESKTOP);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The member centre has no page "Nope".')).toBeInTheDocument();
  });
});

describe('member centre on mobile', () => {
  it('lists the menu at /user with its groups and a link per page', async () => {
    await renderCentre('/user', MOBILE);
    const nav = await screen.findByRole('navigation', { name: 'Member centre menu' });
    expect(await within(nav).findByRole('link', { name: 'Recommend project' })).toBeInTheDocument();
    for (const [label, route] of menuPages) expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', route);
    for (const group of groups) expect(within(nav).getByText(group)).toBeInTheDocument();
  });

  it('opens one page with a way back to the menu', async () => {
    await renderCentre('/user', MOBILE);
    await userEvent.click(await screen.findByRole('link', { name: 'Personal messages' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal messages' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the menu' }));
    expect(await screen.findByRole('navigation', { name: 'Member centre menu' })).toBeInTheDocument();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('visitors on %s', (_device, width) => {
  it('see a login prompt whose button opens the login modal', async () => {
    const { store } = await renderCentre('/user/MyWallet', width, false);
    const openAuth = jest.fn();
    store.bus.on('auth:open', openAuth);
    expect(await screen.findByText('Please log in to use the member centre.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openAuth).toHaveBeenCalledWith({ tab: 'login' });
  });
});

describe('deposit and fast payment', () => {
  it('shows the deposit to members and the login prompt to visitors', async () => {
    const member = await renderRemote(<DepositPage />, { url: '/Deposit', paths: ['/Deposit'], loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open fast payment' })).toBeInTheDocument();
    member.unmount();

    await renderRemote(<DepositPage />, { url: '/Deposit', paths: ['/Deposit'], width: MOBILE });
    expect(await screen.findByText('Please log in to make a deposit.')).toBeInTheDocument();
  });

  it('titles the fast-payment window, in the current language', async () => {
    await renderRemote(<FastPaymentPage />, { url: '/fastPayment', paths: ['/fastPayment'], locale: 'vi_VN' });
    expect(await screen.findByRole('heading', { name: 'Thanh toán nhanh' })).toBeInTheDocument();
  });
});
