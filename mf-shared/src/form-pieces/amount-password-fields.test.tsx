import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { AmountPasswordFields, type AmountPasswordForm } from './amount-password-fields';

type TestForm = AmountPasswordForm & { sent: string[]; submit(): void };

/** A form's store as the fields see it; `sent` lists what each submit carried. */
function makeForm(): TestForm {
  const empty = { amountText: '', password: '', amountError: null, passwordError: null, formError: null, submitting: false };
  const form: TestForm = makeAutoObservable({
    ...empty,
    sent: [] as string[],
    setAmount: (text: string) => void (form.amountText = text),
    setPassword: (text: string) => void (form.password = text),
    submit: () => void form.sent.push(`${form.amountText}/${form.password}`),
  });
  return form;
}

const Form = observer(function Form({ form }: { form: TestForm }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form aria-label="Withdraw" onSubmit={submit} noValidate>
      <AmountPasswordFields
        id="test"
        ns="common"
        form={form}
        labels={{ amount: 'Amount', password: 'Withdraw password', submit: 'Withdraw' }}
      />
    </form>
  );
});

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('AmountPasswordFields on %s', (_device, width) => {
  it('labels the amount and the password, hands what is typed to the form and sends it with the button or Enter', async () => {
    const form = makeForm();
    renderWithRoot(<Form form={form} />, await createTestRoot({ width }));
    const amount = screen.getByLabelText('Amount');
    const password = screen.getByLabelText('Withdraw password');
    expect(amount).toHaveAttribute('id', 'test-amount');
    expect(amount).toHaveAttribute('maxlength', '16');
    expect(amount).toHaveAttribute('autocomplete', 'off');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('maxlength', '4');
    expect(password).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(amount, '500');
    await userEvent.type(password, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.type(password, '{Enter}');
    expect(form.sent).toEqual(['500/1234', '500/1234']);
  });

  it("ties each field's message to its input and says the form's own message as an alert", async () => {
    const form = makeForm();
    runInAction(() => {
      form.amountError = { text: 'Enter an amount.' };
      form.passwordError = { text: 'The withdraw password is 4 digits.' };
    });
    renderWithRoot(<Form form={form} />, await createTestRoot({ width }));
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter an amount.');
    expect(screen.getByLabelText('Withdraw password')).toHaveAccessibleDescription('The withdraw password is 4 digits.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => runInAction(() => (form.formError = { key: 'missing.key', fallback: 'The withdrawal failed.' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal failed.');
  });
});
