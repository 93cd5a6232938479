import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';

function Harness({
  errors = {},
  autoComplete,
}: {
  errors?: Partial<Record<NewPasswordField, string>>;
  autoComplete: 'new-password' | 'off';
}) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  return (
    <NewPasswordFields
      id="test"
      labels={{ password: 'New password', confirm: 'Confirm', hint: '4 digits' }}
      values={values}
      onChange={(field, value) => setValues((now) => ({ ...now, [field]: value }))}
      error={(field) => errors[field]}
      maxLength={4}
      autoComplete={autoComplete}
    />
  );
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('NewPasswordFields on %s', (_device, width) => {
  it('labels the two password inputs, shows the hint in the first and keeps what is typed in each', async () => {
    renderWithRoot(<Harness autoComplete="off" />, await createTestRoot({ width }));
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm');
    expect(password).toHaveAttribute('id', 'test-new');
    expect(confirm).toHaveAttribute('id', 'test-confirm');
    expect(password).toHaveAttribute('placeholder', '4 digits');
    expect(confirm).not.toHaveAttribute('placeholder');
    for (const input of [password, confirm]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('maxlength', '4');
      expect(input).toHaveAttribute('autocomplete', 'off');
    }
    await userEvent.type(password, '1234');
    await userEvent.type(confirm, '4321');
    expect(password).toHaveValue('1234');
    expect(confirm).toHaveValue('4321');
  });

  it("ties each field's message to its input; a login password lets a password manager offer one", async () => {
    renderWithRoot(
      <Harness autoComplete="new-password" errors={{ confirm: 'The two passwords differ.' }} />,
      await createTestRoot({ width }),
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('The two passwords differ.');
  });
});
