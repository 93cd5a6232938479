import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { EDIT_PASSWORD_PATH } from '@casino/contracts';
import { businessError, createFakeSandbox, createTestRoot, renderWithRoot } from '../testing';
import { changePasswordErrors, ChangePasswordStore } from './change-password';
import { ChangePasswordFields } from './change-password-fields';

describe('changePasswordErrors', () => {
  it.each([
    [{ oldPassword: '', password: 'Newpass88', confirm: 'Newpass88' }, { oldPassword: 'changePassword.errors.old_required' }],
    [{ oldPassword: 'Test1234', password: 'abcdefg', confirm: 'abcdefg' }, { password: 'changePassword.errors.password_mix' }],
    [{ oldPassword: 'Test1234', password: 'ab1', confirm: 'ab1' }, { password: 'changePassword.errors.password_length' }],
    [{ oldPassword: 'Test1234', password: 'Test1234', confirm: 'Test1234' }, { password: 'changePassword.errors.same' }],
    [{ oldPassword: 'Test1234', password: 'Newpass88', confirm: '' }, { confirm: 'changePassword.errors.confirm_required' }],
    [{ oldPassword: 'Test1234', password: 'Newpass88', confirm: 'Newpass89' }, { confirm: 'changePassword.errors.confirm_diff' }],
    [{ oldPassword: 'Test1234', password: 'Newpass88', confirm: 'Newpass88' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(changePasswordErrors(values)).toEqual(errors);
  });
});

const TestForm = observer(function TestForm({ store }: { store: ChangePasswordStore }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form aria-label="Change" onSubmit={submit} noValidate>
      <ChangePasswordFields store={store} id="test" labels={{ oldPassword: 'Old', password: 'New', confirm: 'Again' }} />
      <button type="submit">Send</button>
      {store.done && <p role="status">Done</p>}
    </form>
  );
});

function Harness({ make }: { make: () => ChangePasswordStore }) {
  const [store] = useState(make);
  return <TestForm store={store} />;
}

describe('ChangePasswordStore and ChangePasswordFields', () => {
  it('say the rules first, then send the three fields, clear them and run what follows', async () => {
    const sandbox = createFakeSandbox({ [EDIT_PASSWORD_PATH]: () => ({}) });
    const root = await createTestRoot({ fetch: sandbox.fetch });
    const after = jest.fn(async () => undefined);
    renderWithRoot(<Harness make={() => new ChangePasswordStore(root.store, after)} />, root);
    const form = screen.getByRole('form', { name: 'Change' });
    await userEvent.type(within(form).getByLabelText('New'), 'abcdefg');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Please enter your current password.')).toBeInTheDocument();
    expect(within(form).getByText('The password must contain at least one letter and one digit.')).toBeInTheDocument();
    expect(sandbox.callsTo(EDIT_PASSWORD_PATH)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Old'), 'Test1234');
    await userEvent.type(within(form).getByLabelText('New'), '8');
    await userEvent.type(within(form).getByLabelText('Again'), 'abcdefg8');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Done');
    expect(sandbox.callsTo(EDIT_PASSWORD_PATH)[0]?.body).toEqual({
      old_password: 'Test1234',
      password: 'abcdefg8',
      password_confirmation: 'abcdefg8',
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText('Old')).toHaveValue('');
  });

  it("shows the server's message when the change is refused", async () => {
    const sandbox = createFakeSandbox({ [EDIT_PASSWORD_PATH]: () => businessError(101, 'The current password is wrong') });
    const root = await createTestRoot({ fetch: sandbox.fetch });
    const after = jest.fn(async () => undefined);
    renderWithRoot(<Harness make={() => new ChangePasswordStore(root.store, after)} />, root);
    await userEvent.type(screen.getByLabelText('Old'), 'Wrong111');
    await userEvent.type(screen.getByLabelText('New'), 'Newpass88');
    await userEvent.type(screen.getByLabelText('Again'), 'Newpass88');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(after).not.toHaveBeenCalled();
  });
});
