import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_CASH_PATH } from '@casino/mf-shared';
import { DEPOSIT_ORDER_DETAIL_PATH, DEPOSIT_ORDER_PATH } from '@casino/contracts';
import { ORDER_POLL_MS } from '../stores/deposit-store';
import { httpError } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { PAY_ORIGIN, moneySandbox } from '../../../testing/money-sandbox';
import { DepositView } from './deposit-view';

const bulletins = (list: unknown[]) => ({
  '/arks/web/bulletin/member': () => ({ web_bulletin_list: list }),
  '/arks/web/bulletin/member/hide': () => ({}),
});

beforeEach(() => window.sessionStorage.clear());

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('deposit on %s', (_name, width) => {
  it('makes an order from a quick amount and shows it paid once member_deposit.success arrives', async () => {
    const { sandbox, complete } = moneySandbox({}, bulletins([]));
    const { store } = await renderMember(<DepositView />, { width, fetch: sandbox.fetch, url: '/user/Deposit', paths: ['/user/Deposit'] });
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    // the method's name and its limits are two words apart, not "Bank transferRMB 100.00"
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toHaveAccessibleName(/^Bank transfer RMB 100\.00 – RMB /);
    expect(screen.getByTestId('money-balance')).toHaveTextContent('RMB 1,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'RMB 500.00' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));

    const order = await screen.findByRole('region', { name: 'Deposit order' });
    expect(within(order).getByTestId('deposit-order-number')).toHaveTextContent('D20250610000001');
    expect(within(order).getByRole('status')).toHaveTextContent('Processing');
    expect(within(order).getByText('6222020200112233445')).toBeInTheDocument();
    expect(sandbox.callsTo(DEPOSIT_ORDER_PATH)[0]?.body).toEqual({ method_id: 1, amount: 500 });

    complete('D20250610000001');
    act(() => {
      store.bus.emit('realtime:deposit-success', { orderNumber: 'D20250610000001', amount: 500, depositTimes: 1 });
      store.wallet.setBalance(1500);
    });
    // at once, not at the next poll (ORDER_POLL_MS after the order)
    await waitFor(() => expect(within(order).getByRole('status')).toHaveTextContent('Completed'), { timeout: 1000 });
    expect(sandbox.callsTo(DEPOSIT_ORDER_DETAIL_PATH).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('money-balance')).toHaveTextContent('RMB 1,500.00');
  });

  it('says why an amount cannot be sent, before asking the server', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The smallest amount is RMB 50.00.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Enter an amount in numbers, with at most two decimals.')).toBeInTheDocument();
    expect(sandbox.callsTo(DEPOSIT_ORDER_PATH)).toHaveLength(0);
  });

  it('brings a waiting bank-transfer order back with its payee and reference after a reload', async () => {
    const { sandbox } = moneySandbox();
    const first = await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const made = await screen.findByRole('region', { name: 'Deposit order' });
    const reference = within(made).getByText('6222020200112233445');
    expect(reference).toBeInTheDocument();
    first.unmount();

    // the reload: a new page, the same tab (its session storage) and the same member
    await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    const again = await screen.findByRole('region', { name: 'Deposit order' });
    expect(within(again).getByTestId('deposit-order-number')).toHaveTextContent('D20250610000001');
    expect(within(again).getByText('6222020200112233445')).toBeInTheDocument();
    expect(within(again).getByRole('status')).toHaveTextContent('Processing');
    expect(sandbox.callsTo(DEPOSIT_ORDER_DETAIL_PATH).at(-1)?.body).toEqual({ order_number: 'D20250610000001' });

    // settled or left, it is not brought back
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByRole('form', { name: 'Deposit form' })).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });

  it("opens the provider's payment window inside the click and sends it to the order's page", async () => {
    const { sandbox } = moneySandbox();
    const replace = jest.fn();
    const popup = { closed: false, opener: {}, close: jest.fn(), location: { href: '', replace } };
    let ordersAtOpen = -1;
    const open = jest.spyOn(window, 'open').mockImplementation(() => {
      ordersAtOpen = sandbox.callsTo(DEPOSIT_ORDER_PATH).length;
      return popup as unknown as Window;
    });
    await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    // opened at the click, before the order was asked for: the placeholder page, no opener left
    expect(open).toHaveBeenCalledWith('/loading', 'depositWindow', 'width=1500,height=800');
    expect(ordersAtOpen).toBe(0);
    const order = await screen.findByRole('region', { name: 'Deposit order' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${PAY_ORIGIN}/pay/D20250610000001?token=tD20250610000001`));
    expect(popup.opener).toBeNull();
    expect(within(order).queryByRole('alert')).toBeNull();
    // the page stays one click away (a closed window, a reload)
    expect(within(order).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      `${PAY_ORIGIN}/pay/D20250610000001?token=tD20250610000001`,
    );
    open.mockRestore();
  });

  it('offers the payment page as a link when the browser blocked the window', async () => {
    const { sandbox } = moneySandbox();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const order = await screen.findByRole('region', { name: 'Deposit order' });
    expect(within(order).getByRole('alert')).toHaveTextContent('Your browser blocked the payment window.');
    expect(within(order).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('target', '_blank');
    open.mockRestore();
  });

  it('opens no window for a bank transfer', async () => {
    const { sandbox } = moneySandbox();
    const open = jest.spyOn(window, 'open');
    await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const order = await screen.findByRole('region', { name: 'Deposit order' });
    expect(within(order).queryByRole('link', { name: 'Open the payment page' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('cancels a waiting order and starts over', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<DepositView />, { width, fetch: sandbox.fetch });
    await userEvent.type(await screen.findByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByRole('form', { name: 'Deposit form' })).toBeInTheDocument();
  });
});

describe('a deposit made in a window that does not hear the event', () => {
  it('asks for the waiting order again until it is paid, then refreshes the wallet', async () => {
    const { sandbox, complete } = moneySandbox();
    await renderMember(<DepositView />, { fetch: sandbox.fetch });
    await userEvent.type(await screen.findByLabelText('Amount'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const order = await screen.findByRole('region', { name: 'Deposit order' });
    const myCashCalls = sandbox.callsTo(MY_CASH_PATH).length;
    complete('D20250610000001');
    await waitFor(() => expect(within(order).getByRole('status')).toHaveTextContent('Completed'), { timeout: ORDER_POLL_MS + 2000 });
    await waitFor(() => expect(screen.getByTestId('money-balance')).toHaveTextContent('RMB 1,300.00'));
    expect(sandbox.callsTo(MY_CASH_PATH).length).toBeGreaterThan(myCashCalls);
  });
});

describe('deposit page', () => {
  it('shows the pop-up bulletins of display location 3 even after they were closed', async () => {
    window.sessionStorage.setItem('home_popup_closed_at', String(Date.now()));
    const { sandbox } = moneySandbox(
      {},
      bulletins([
        {
          id: 9,
          title: 'Deposit bonus',
          display_content: '<p>10% more</p>',
          content: '',
          display_device: 0,
          sort: 1,
          updated_at: '2025-06-01T08:00:00Z',
        },
      ]),
    );
    await renderMember(<DepositView />, { fetch: sandbox.fetch, url: '/Deposit', paths: ['/Deposit'] });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByRole('heading', { name: 'Deposit bonus' })).toBeInTheDocument();
    expect(sandbox.callsTo('/arks/web/bulletin/member')[0]?.body).toMatchObject({ display_location: 3 });
  });

  it('sends a member the site asks to bind a bank account to BindAccount instead of the form', async () => {
    const { sandbox } = moneySandbox({ needBank: true });
    const { store } = await renderMember(<DepositView />, { fetch: sandbox.fetch });
    await act(() => store.member.load());
    expect(await screen.findByText('Please bind a bank account before your first deposit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind now' })).toHaveAttribute('href', '/user/BindAccount');
    expect(screen.queryByRole('form', { name: 'Deposit form' })).not.toBeInTheDocument();
  });

  it('shows a failed method list with a retry', async () => {
    const { sandbox } = moneySandbox();
    sandbox.fail('/arks/web/deposit/methods', httpError(500));
    await renderMember(<DepositView />, { fetch: sandbox.fetch });
    expect(await screen.findByText('The deposit methods could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
  });
});
