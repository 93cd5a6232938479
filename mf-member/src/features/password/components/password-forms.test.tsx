import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDIT_PASSWORD_PATH, WITHDRAW_PASSWORD_PATH } from '@casino/contracts';
import { createAccountSandbox } from '../../../testing/account-sandbox';
import { renderMember } from '../../../testing/render-member';
import { ChangePasswordForm } from './change-password-form';
import { WithdrawPasswordForm } from './withdraw-password-form';

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('the login password change on %s', (_device, width) => {
  const fill = async (current: string, next: string, confirm = next) => {
    const form = screen.getByRole('form', { name: 'Change login password' });
    await userEvent.type(within(form).getByLabelText('Current password'), current);
    await userEvent.type(within(form).getByLabelText('New password'), next);
    await userEvent.type(within(form).getByLabelText('Confirm new password'), confirm);
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    return form;
  };

  it('checks the new password with the register rules before sending', async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<ChangePasswordForm />, { fetch: sandbox.fetch, width });
    const form = await fill('Test1234', 'abcdefg', 'abcdefx');
    expect(await within(form).findByText('The password must contain at least one letter and one digit.')).toBeInTheDocument();
    expect(within(form).getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(sandbox.hits(EDIT_PASSWORD_PATH)).toBe(0);
  });

  it("shows the server's message when the change is refused", async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<ChangePasswordForm />, { fetch: sandbox.fetch, width });
    const form = await fill('Wrong999', 'Newpass88');
    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is wrong');
  });

  it('changes the password and says so', async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<ChangePasswordForm />, { fetch: sandbox.fetch, width });
    const form = await fill('Test1234', 'Newpass88');
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sandbox.callsTo(EDIT_PASSWORD_PATH)[0]?.body).toEqual({
      old_password: 'Test1234',
      password: 'Newpass88',
      password_confirmation: 'Newpass88',
    });
  });
});

describe('the withdraw password', () => {
  it('is set with the login password, then changed with the current one', async () => {
    const sandbox = createAccountSandbox();
    const { store } = await renderMember(<WithdrawPasswordForm />, { fetch: sandbox.fetch });
    const told = jest.fn();
    store.bus.on('member:withdraw-password-changed', told);
    expect(await screen.findByRole('heading', { name: 'Set a withdraw password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Login password'), 'Test1234');
    await userEvent.type(screen.getByLabelText('New withdraw password (4 digits)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Set withdraw password' }));
    expect(await screen.findByText('The withdraw password must be exactly 4 digits.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New withdraw password (4 digits)'), '34');
    await userEvent.type(screen.getByLabelText('Confirm withdraw password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set withdraw password' }));
    expect(await screen.findByRole('heading', { name: 'Change withdraw password' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your withdraw password has been set.');
    expect(sandbox.callsTo(WITHDRAW_PASSWORD_PATH)[0]?.body).toEqual({
      password: 'Test1234',
      withdraw_password: '1234',
      withdraw_password_confirmation: '1234',
    });
    await waitFor(() => expect(screen.getByLabelText('Current withdraw password')).toBeInTheDocument());
    // the site's other windows are told (the shell relays it)
    expect(told).toHaveBeenCalledTimes(1);
  });
});
