/*
 * @casino/mf-shared/amount-password-fields. Like the other form pieces, a subpath of its own and not
 * in the package's main entry: no first view needs it, so the shared boot chunk does not carry it, and
 * a remote's chunk carries only the pieces it imports.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '@casino/contracts';
import { FormAlert, FormField, SubmitButton, formMessageText } from '@casino/mf-shared/forms';

/** What the fields read and change of a form that takes cash out of a balance (its store). */
export interface AmountPasswordForm {
  amountText: string;
  /** The withdraw password: four digits. */
  password: string;
  /** Each field's message and the form's own, as keys of the form's namespace or the server's text. */
  amountError: FormMessage | null;
  passwordError: FormMessage | null;
  formError: FormMessage | null;
  submitting: boolean;
  setAmount(text: string): void;
  setPassword(text: string): void;
}

interface AmountPasswordFieldsProps {
  /** Prefix of the inputs' ids (`<id>-amount`, `<id>-password`). */
  id: string;
  /** The form's namespace: its messages are keys of it. */
  ns: string;
  form: AmountPasswordForm;
  /** The translated labels of the two fields and the button. */
  labels: { amount: string; password: string; submit: string };
}

/**
 * The end of a form that takes cash out of a balance (a withdrawal, an agent's transfer): the
 * amount, the withdraw password, the form's own message and its submit button, on either kit.
 */
export const AmountPasswordFields = observer(function AmountPasswordFields({ id, ns, form, labels }: AmountPasswordFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      <FormField
        id={`${id}-amount`}
        label={labels.amount}
        value={form.amountText}
        onChange={(text) => form.setAmount(text)}
        error={formMessageText(t, form.amountError)}
        autoComplete="off"
        maxLength={16}
      />
      <FormField
        id={`${id}-password`}
        type="password"
        label={labels.password}
        value={form.password}
        onChange={(text) => form.setPassword(text)}
        error={formMessageText(t, form.passwordError)}
        autoComplete="off"
        maxLength={4}
      />
      <FormAlert ns={ns} message={form.formError} />
      <SubmitButton loading={form.submitting}>{labels.submit}</SubmitButton>
    </>
  );
});
