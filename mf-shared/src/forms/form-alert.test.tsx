import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '../testing';
import { FormAlert, formMessageText } from './form-alert';
import { SubmitButton } from './submit-button';

describe('formMessageText', () => {
  const t = (key: string, options: Record<string, unknown>) =>
    key === 'login.errors.ip' ? `IP error (${String(options.code)})` : String(options.defaultValue);

  it('translates a key with its values, keeps a server text, and says nothing without a message', () => {
    expect(formMessageText(t, { key: 'login.errors.ip', values: { code: 201 } })).toBe('IP error (201)');
    expect(formMessageText(t, { text: 'Account locked by the server' })).toBe('Account locked by the server');
    expect(formMessageText(t, { key: 'missing.key', fallback: 'The server said no' })).toBe('The server said no');
    expect(formMessageText(t, null)).toBeUndefined();
  });
});

describe('FormAlert', () => {
  it('announces the message, and renders nothing without one', () => {
    const { rerender } = render(<FormAlert ns="common" message={{ text: 'Logging in failed' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Logging in failed');
    rerender(<FormAlert ns="common" message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('SubmitButton on %s', (_device, width) => {
  it('submits its form', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithRoot(
      <form onSubmit={submitted}>
        <SubmitButton>Log in</SubmitButton>
      </form>,
      await createTestRoot({ width }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
