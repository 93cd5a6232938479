import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_LAYOUT_PATH } from '@casino/mf-shared';
import { BANK_ACCOUNT_STORE_PATH } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { moneySandbox } from '../../../testing/money-sandbox';
import { BindAccountView } from './bind-account-view';

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('BindAccount on %s', (_name, width) => {
  it('binds an account: checks the fields, then lists it and reloads the member layout', async () => {
    const { sandbox } = moneySandbox({ needBank: true });
    const { store } = await renderMember(<BindAccountView />, { width, fetch: sandbox.fetch });
    await act(() => store.member.load());
    expect(store.member.layout?.needBankAccountVerified).toBe(true);
    expect(await screen.findByText('No bank account is bound yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Please choose a bank.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the account number.')).toBeInTheDocument();
    expect(sandbox.callsTo(BANK_ACCOUNT_STORE_PATH)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'ICBC' }));
    await userEvent.type(screen.getByLabelText('Account holder'), '陈存款');
    await userEvent.type(screen.getByLabelText('Account number'), '6222 0000 1111 2222');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Bank account ****2222 is bound.')).toBeInTheDocument();
    expect(sandbox.callsTo(BANK_ACCOUNT_STORE_PATH)[0]?.body).toEqual({
      bank_code: 'ICBC',
      account_name: '陈存款',
      account_number: '6222000011112222',
      branch: '',
      withdraw_password: '1234',
    });
    expect(screen.getByRole('list', { name: 'Your bank accounts' })).toHaveTextContent('****2222');
    await waitFor(() => expect(store.member.layout?.needBankAccountVerified).toBe(false));
    expect(sandbox.callsTo(MEMBER_LAYOUT_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server refusal above the button', async () => {
    const { sandbox } = moneySandbox();
    await renderMember(<BindAccountView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: 'ICBC' }));
    await userEvent.type(screen.getByLabelText('Account holder'), '陈存款');
    await userEvent.type(screen.getByLabelText('Account number'), '6222000011112222');
    await userEvent.type(screen.getByLabelText('Withdrawal password'), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal password is wrong');
  });

  it('offers no form once the maximum is bound, and a retry when the list fails', async () => {
    const accounts = [1, 2, 3].map((id) => ({
      id,
      bank_code: 'CMB',
      bank_name: 'CMB',
      account_name: 'A',
      account_number: `****000${id}`,
      branch: '',
      created_at: '2025-06-01T08:00:00.000Z',
    }));
    const { sandbox } = moneySandbox({ accounts });
    sandbox.fail('/arks/web/member/bank-account', httpError(500));
    await renderMember(<BindAccountView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have bound the maximum of 3 bank accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Bind a bank account' })).not.toBeInTheDocument();
  });
});
