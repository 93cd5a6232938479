import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_TRANSFER_ERROR, AGENT_TRANSFER_PATH, AGENT_TRANSFER_SETTINGS_PATH, AGENT_TRANSFERS_PATH } from '@casino/contracts';
import { businessError, httpError, renderRemote } from '@casino/mf-shared/testing';
import ProxyPage from '../../../expose/proxy-page';
import { transferSandbox } from '../../../testing/transfer-sandbox';

const renderTransfer = (fetch: typeof globalThis.fetch, width: number, locale: 'en_US' | 'zh_CN' | 'vi_VN' = 'en_US') =>
  renderRemote(<ProxyPage />, { url: '/proxy?page=Transfer', paths: ['/proxy'], width, loggedIn: true, fetch, locale });

/** Answers the confirmation box of the page's kit (antd's Modal.confirm, antd-mobile's Dialog.confirm). */
async function confirm(answer: string) {
  // antd-mobile's dialog takes clicks once its opening animation is over, which jsdom never plays.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const dialogs = await screen.findAllByRole('dialog');
  await user.click(within(dialogs.at(-1) as HTMLElement).getByRole('button', { name: answer }));
  // the box is gone before the next step, so a later confirm never answers a box still closing
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('transfer on %s', (_name, width) => {
  it('picks a downline member, confirms, and shows the receipt, the new balance and the transfer in the list', async () => {
    const { sandbox } = transferSandbox();
    const { store } = await renderTransfer(sandbox.fetch, width);
    expect(await screen.findByTestId('transfer-balance')).toHaveTextContent('Your balance: RMB 5,000.00');
    expect(screen.getByText('One transfer: from RMB 10.00 to RMB 50,000.00.')).toBeInTheDocument();
    expect(await screen.findByText('You have not made a transfer yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pick pay_member_desk (冯下线)' }));
    expect(screen.getByLabelText('Downline member account')).toHaveValue('pay_member_desk');
    await userEvent.type(screen.getByLabelText('Amount'), '1200.50');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer RMB 1,200.50 from your balance to pay_member_desk?')).toBeInTheDocument();
    await confirm('Confirm transfer');

    const receipt = await screen.findByRole('region', { name: 'Transfer receipt' });
    expect(within(receipt).getByRole('status')).toHaveTextContent('RMB 1,200.50 transferred to pay_member_desk');
    expect(within(receipt).getByTestId('transfer-number')).toHaveTextContent('T20250610000001');
    expect(sandbox.callsTo(AGENT_TRANSFER_PATH)[0]?.body).toEqual({
      member_account: 'pay_member_desk',
      amount: 1200.5,
      withdraw_password: '1234',
    });
    expect(store.wallet.balance).toBe(3799.5);
    expect(screen.getByTestId('transfer-balance')).toHaveTextContent('Your balance: RMB 3,799.50');
    const recent = await screen.findByRole(width > 1000 ? 'table' : 'list', { name: 'Recent transfers' });
    await waitFor(() => expect(recent).toHaveTextContent('pay_member_desk'));
    expect(recent).toHaveTextContent('RMB 1,200.50');

    await userEvent.click(within(receipt).getByRole('button', { name: 'New transfer' }));
    expect(await screen.findByLabelText('Downline member account')).toHaveValue('pay_member_desk');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('checks the form first and sends nothing when the agent cancels', async () => {
    const { sandbox } = transferSandbox();
    await renderTransfer(sandbox.fetch, width);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Please enter the account of a downline member.')).toBeInTheDocument();
    expect(screen.getByText('Please enter an amount.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your withdrawal password.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Downline member account'), 'player_rmb');
    await userEvent.type(screen.getByLabelText('Amount'), '6000');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('You cannot transfer to your own account.')).toBeInTheDocument();
    expect(screen.getByText('The amount is more than your balance of RMB 5,000.00.')).toBeInTheDocument();
    expect(screen.getByText('The withdrawal password has 4 digits.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Downline member account'));
    await userEvent.type(screen.getByLabelText('Downline member account'), 'pay_member_two');
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The smallest transfer is RMB 10.00.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '50');
    await userEvent.clear(screen.getByLabelText('Withdrawal password'));
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await confirm('Cancel');
    expect(sandbox.callsTo(AGENT_TRANSFER_PATH)).toHaveLength(0);
  });

  it('shows each refusal of the server beside its field, in the page language', async () => {
    const { sandbox } = transferSandbox();
    await renderTransfer(sandbox.fetch, width, 'zh_CN');
    await userEvent.type(await screen.findByLabelText('下线会员账号'), 'someone_else');
    await userEvent.type(screen.getByLabelText('金额'), '100');
    await userEvent.type(screen.getByLabelText('取款密码'), '1234');
    await userEvent.click(screen.getByRole('button', { name: '立即转账' }));
    await confirm('确认转账');
    expect(await screen.findByText('您的下线中没有该会员账号。')).toBeInTheDocument();

    sandbox.fail(AGENT_TRANSFER_PATH, businessError(AGENT_TRANSFER_ERROR.amountOutOfRange, 'out of range'));
    await userEvent.click(screen.getByRole('button', { name: '选择 pay_member_desk（冯下线）' }));
    await userEvent.click(screen.getByRole('button', { name: '立即转账' }));
    await confirm('确认转账');
    expect(await screen.findByText('单笔转账金额须为 RMB 10.00 至 RMB 50,000.00。')).toBeInTheDocument();

    sandbox.fail(AGENT_TRANSFER_PATH, businessError(999, 'Something the server says'));
    await userEvent.click(screen.getByRole('button', { name: '立即转账' }));
    await confirm('确认转账');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something the server says');
  });
});

describe('transfer states', () => {
  it('says so to a member who is not an active agent (101), with nothing to retry', async () => {
    const { sandbox } = transferSandbox();
    sandbox.on(AGENT_TRANSFER_SETTINGS_PATH, () => businessError(AGENT_TRANSFER_ERROR.notActiveAgent, 'not an agent'));
    await renderTransfer(sandbox.fetch, 1280);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an active agent can transfer to its downline.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    const { sandbox } = transferSandbox();
    sandbox.fail(AGENT_TRANSFER_SETTINGS_PATH, httpError(500));
    sandbox.fail(AGENT_TRANSFERS_PATH, httpError(500));
    await renderTransfer(sandbox.fetch, 390);
    expect(await screen.findByText('The transfer page could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('transfer-balance')).toHaveTextContent('RMB 5,000.00');
    expect(await screen.findByText('You have not made a transfer yet.')).toBeInTheDocument();
  });

  it('shows a failed recent list with its own retry', async () => {
    const { sandbox } = transferSandbox();
    sandbox.fail(AGENT_TRANSFERS_PATH, httpError(500));
    await renderTransfer(sandbox.fetch, 1280);
    expect(await screen.findByText('Your recent transfers could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not made a transfer yet.')).toBeInTheDocument();
  });

  it('asks an agent without a downline to share its link, and one without a withdraw password to set it', async () => {
    const first = transferSandbox({ downline: [] });
    const view = await renderTransfer(first.sandbox.fetch, 1280);
    expect(await screen.findByRole('note')).toHaveTextContent('You have no downline members yet.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    view.unmount();

    const second = transferSandbox({ hasPassword: false });
    await renderTransfer(second.sandbox.fetch, 390);
    expect(await screen.findByRole('note')).toHaveTextContent('Set a withdrawal password in the member centre before you transfer.');
  });

  it('notices a withdraw password set in the member centre window without a reload', async () => {
    const { sandbox, state } = transferSandbox({ hasPassword: false });
    const { store } = await renderTransfer(sandbox.fetch, 1280);
    expect(await screen.findByRole('note')).toHaveTextContent('Set a withdrawal password in the member centre before you transfer.');
    state.hasPassword = true;
    act(() => void store.bus.emit('member:withdraw-password-changed', {}));
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says how many downline members are not listed', async () => {
    const { sandbox } = transferSandbox({ extraDownline: 40 });
    await renderTransfer(sandbox.fetch, 1280);
    expect(await screen.findByText('Your newest 2 of 42 downline members (type any other account):')).toBeInTheDocument();
  });
});
