import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WITHDRAW_APPLY_PATH, WITHDRAW_SETTING_PATH, type BankAccountData } from '@casino/contracts';
import { renderMember } from '../../../testing/render-member';
import { moneySandbox } from '../../../testing/money-sandbox';
import { WithdrawalView } from './withdrawal-view';

const account: BankAccountData = {
  id: 4,
  bank_code: 'ICBC',
  bank_name: 'ICBC',
  account_name: '陈存款',
  account_number: '************2222',
  branch: '',
  created_at: '2025-06-01T08:00:00.000Z',
};

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('withdrawal on %s', (_name, width) => {
  it('withdraws to the bound account with the password: the balance drops and the order shows', async () => {
    const { sandbox } = moneySandbox({ accounts: [account] });
    const { store } = await renderMember(<WithdrawalView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByRole('radio', { name: 'ICBC ************2222 (陈存款)' })).toBeChecked();
    expect(screen.getByText('Withdrawals today: 0 of 5.', { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '200');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const order = await screen.findByRole('region', { name: 'Withdrawal order' });
    expect(within(order).getByTestId('withdraw-order-number')).toHaveTextContent('W20250610000009');
    expect(within(order).getByRole('status')).toHaveTextContent('Processing');
    expect(store.wallet.balance).toBe(800);
    expect(screen.getByTestId('money-balance')).toHaveTextContent('RMB 800.00');
    expect(sandbox.callsTo(WITHDRAW_APPLY_PATH)[0]?.body).toEqual({ bank_account_id: 4, amount: 200, withdraw_password: '1234' });
  });

  it('notices a withdraw password set in another window of the site without a reload', async () => {
    let hasPassword = 0;
    const { sandbox } = moneySandbox(
      { accounts: [account] },
      {
        [WITHDRAW_SETTING_PATH]: () => ({
          currency: 'RMB',
          min_amount: 100,
          max_amount: 50_000,
          daily_times: 5,
          used_times: 0,
          balance: 1000,
          has_withdraw_password: hasPassword,
          bank_accounts: [account],
        }),
      },
    );
    const { store } = await renderMember(<WithdrawalView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('Set a withdrawal password before your first withdrawal.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Withdrawal form' })).toBeNull();
    hasPassword = 1;
    act(() => void store.bus.emit('member:withdraw-password-changed', {}));
    expect(await screen.findByRole('form', { name: 'Withdrawal form' })).toBeInTheDocument();
  });

  it('says the daily count is used up with plural rules (one withdrawal a day)', async () => {
    const setting = { currency: 'RMB', min_amount: 100, max_amount: 50_000, daily_times: 1, used_times: 1, balance: 1000 };
    const { sandbox } = moneySandbox(
      { accounts: [account] },
      {
        [WITHDRAW_SETTING_PATH]: () => ({ ...setting, has_withdraw_password: 1, bank_accounts: [account] }),
      },
    );
    await renderMember(<WithdrawalView />, { width, fetch: sandbox.fetch });
    await userEvent.type(await screen.findByLabelText('Amount'), '200');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You have used the 1 withdrawal allowed today.')).toBeInTheDocument();
  });

  it('checks the balance and the password first, and shows the server refusal', async () => {
    const { sandbox } = moneySandbox({ accounts: [account] });
    await renderMember(<WithdrawalView />, { width, fetch: sandbox.fetch });
    await userEvent.type(await screen.findByLabelText('Amount'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your balance of RMB 1,000.00.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your withdrawal password.')).toBeInTheDocument();
    expect(sandbox.callsTo(WITHDRAW_APPLY_PATH)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '200');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal password is wrong');
  });

  it('asks a member without a bank account to bind one', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<WithdrawalView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('Bind a bank account to withdraw to.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind now' })).toHaveAttribute('href', '/user/BindAccount');
  });
});
