import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_FLAGS, FAST_PAYMENT_METHODS_PATH, FAST_PAYMENT_ORDER_PATH } from '@casino/contracts';
import { LocationProbe } from '@casino/mf-shared/testing';
import { renderMember } from '../testing/render-member';
import { moneySandbox } from '../testing/money-sandbox';
import { DepositSection } from './deposit-section';
import { FastPaymentPage } from './fast-payment-page';

const flags = (agentBindFastPayment: boolean) => ({ flags: { ...DEFAULT_SITE_FLAGS, agentBindFastPayment } });

afterEach(() => jest.restoreAllMocks());

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('fast payment on %s', (_name, width) => {
  // fast methods are paid on the provider's page: its window opens at the click (jsdom has none)
  beforeEach(() => jest.spyOn(window, 'open').mockReturnValue(null));

  it('lets a visitor pay into a named account where the site needs no login', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<FastPaymentPage />, { width, loggedIn: false, fetch: sandbox.fetch, config: flags(false) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the member account.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Member account'), 'money_desk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Paying into the account money_desk.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /E-wallet/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Bank transfer/ })).not.toBeInTheDocument();
    expect(sandbox.callsTo(FAST_PAYMENT_METHODS_PATH)[0]?.body).toEqual({ site_id: 1, currency: 'RMB' });
    await userEvent.click(screen.getByRole('button', { name: 'RMB 200.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const order = await screen.findByRole('region', { name: 'Deposit order' });
    expect(within(order).getByRole('status')).toHaveTextContent('Processing');
    expect(window.open).toHaveBeenCalledWith('/loading', 'depositWindow', 'width=1500,height=800');
    expect(within(order).getByRole('link', { name: 'Open the payment page' })).toBeInTheDocument();
    expect(sandbox.callsTo(FAST_PAYMENT_ORDER_PATH)[0]?.body).toEqual({
      site_id: 1,
      method_id: 2,
      amount: 200,
      member_account: 'money_desk',
    });
  });

  it('asks a visitor to log in where AGENT_BIND_FAST_PAYMENT_FLAG is on', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<FastPaymentPage />, { width, loggedIn: false, fetch: sandbox.fetch, config: flags(true) });
    expect(await screen.findByText('Please log in to use fast payment.')).toBeInTheDocument();
    expect(sandbox.callsTo(FAST_PAYMENT_METHODS_PATH)).toHaveLength(0);
  });

  it('takes a member straight to the fast methods, for the session', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<FastPaymentPage />, { width, fetch: sandbox.fetch, config: flags(true) });
    await userEvent.type(await screen.findByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('region', { name: 'Deposit order' });
    expect(sandbox.callsTo(FAST_PAYMENT_ORDER_PATH)[0]?.body).toEqual({ site_id: 1, method_id: 2, amount: 100 });
  });
});

describe('the way to fast payment from the deposit', () => {
  it('opens the 1500 × 800 fast-payment window on desktop', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    const { sandbox } = moneySandbox();
    await renderMember(<DepositSection />, { fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Open fast payment' }));
    expect(open).toHaveBeenCalledWith('/fastPayment', 'fpWindow', 'width=1500,height=800');
  });

  it('shows the page in the tab on mobile', async () => {
    const open = jest.spyOn(window, 'open');
    const { sandbox } = moneySandbox();
    await renderMember(<DepositSection />, {
      width: 390,
      fetch: sandbox.fetch,
      url: '/user/Deposit',
      paths: ['/user/Deposit'],
      routes: { '*': <LocationProbe /> },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open fast payment' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fastPayment');
    expect(open).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in first where the flag says so, then opens the window', async () => {
    const { sandbox } = moneySandbox();
    const { store } = await renderMember(<DepositSection />, { loggedIn: false, fetch: sandbox.fetch, config: flags(true) });
    const openAuth = jest.fn();
    store.bus.on('auth:open', openAuth);
    await userEvent.click(await screen.findByRole('button', { name: 'Open fast payment' }));
    expect(openAuth).toHaveBeenCalledWith({ tab: 'login', target: { kind: 'window', window: 'fastPayment' } });
  });
});
