import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, formMessageText } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import type { RegisterFormStore, TextField } from '../stores/register-form-store';

interface RegisterTextFieldProps {
  form: RegisterFormStore;
  field: TextField;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string | undefined;
  disabled?: boolean;
  addon?: ReactNode;
}

/** One text field of the register form: its label, value and message come from the form store. */
export const RegisterTextField = observer(function RegisterTextField(props: RegisterTextFieldProps) {
  const { form, field, type = 'text', autoComplete = 'off', maxLength, placeholder, disabled, addon } = props;
  const { t } = useTranslation(NS);
  return (
    <FormField
      id={`register-${field}`}
      label={t(`register.fields.${field}`)}
      value={form.values[field]}
      onChange={(value) => form.setValue(field, value)}
      onBlur={() => form.blur(field)}
      error={formMessageText(t, form.errors[field])}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      {...(maxLength !== undefined ? { maxLength } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
      required={form.isRequired(field)}
      addon={addon}
    />
  );
});
