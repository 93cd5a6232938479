/* @casino/mf-shared/new-password-fields: a subpath of its own, like the other form pieces (amount-password-fields.tsx). */
import { observer } from 'mobx-react-lite';
import { FormField } from '@casino/mf-shared/forms';

/** The two fields of a new password. */
export type NewPasswordField = 'password' | 'confirm';

interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids (`<id>-new`, `<id>-confirm`). */
  id: string;
  /** The translated labels; `hint` shows in the new password's empty input (its rule). */
  labels: { password: string; confirm: string; hint?: string | undefined };
  values: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField, value: string) => void;
  /** A field's translated message, when its value cannot be sent. */
  error: (field: NewPasswordField) => string | undefined;
  maxLength: number;
  /** `new-password` for a login password (a password manager may offer one), `off` for a withdraw password. */
  autoComplete: 'new-password' | 'off';
}

/** A new password typed twice (a login or withdraw password change), on either kit. */
export const NewPasswordFields = observer(function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { id, labels, values, onChange, error, maxLength, autoComplete } = props;
  const field = (name: NewPasswordField, suffix: string, label: string, placeholder?: string) => (
    <FormField
      id={`${id}-${suffix}`}
      type="password"
      label={label}
      placeholder={placeholder}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      error={error(name)}
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );
  return (
    <>
      {field('password', 'new', labels.password, labels.hint)}
      {field('confirm', 'confirm', labels.confirm)}
    </>
  );
});
