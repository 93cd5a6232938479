import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { FormField } from './form-field';

function AccountField({ error, required }: { error?: string; required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <FormField
      id="account"
      label="Account"
      value={value}
      onChange={setValue}
      error={error}
      {...(required !== undefined ? { required } : {})}
      addon={<button type="button">Refresh</button>}
    />
  );
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('FormField on %s', (_device, width) => {
  it('labels its input, passes what is typed and shows the addon beside it', async () => {
    renderWithRoot(<AccountField />, await createTestRoot({ width }));
    await userEvent.type(screen.getByLabelText('Account'), 'player_rmb');
    expect(screen.getByLabelText('Account')).toHaveValue('player_rmb');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('marks a required field on its label and tells assistive technology; an optional one is neither', async () => {
    const { unmount } = renderWithRoot(<AccountField required />, await createTestRoot({ width }));
    const input = screen.getByLabelText('Account');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Account')).toHaveClass('form-field__label--required');
    unmount();
    renderWithRoot(<AccountField />, await createTestRoot({ width }));
    expect(screen.getByLabelText('Account')).not.toBeRequired();
    expect(screen.getByLabelText('Account')).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Account')).not.toHaveClass('form-field__label--required');
  });

  it('shows the validation message under the field', async () => {
    renderWithRoot(<AccountField error="Please enter your account" />, await createTestRoot({ width }));
    expect(screen.getByText('Please enter your account')).toBeInTheDocument();
  });
});

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('FormField on %s, for assistive technology', (_device, width) => {
  it('marks an invalid input and points it at its message', async () => {
    renderWithRoot(<AccountField error="Please enter your account" />, await createTestRoot({ width }));
    const input = screen.getByLabelText('Account');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your account');
  });

  it('leaves a valid input unmarked', async () => {
    renderWithRoot(<AccountField />, await createTestRoot({ width }));
    const input = screen.getByLabelText('Account');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
