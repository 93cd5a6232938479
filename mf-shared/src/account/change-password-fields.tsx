import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '@casino/mf-shared/forms';
import { NewPasswordFields } from '../form-pieces/new-password-fields';
import type { ChangePasswordField, ChangePasswordStore } from './change-password';

interface ChangePasswordFieldsProps {
  store: ChangePasswordStore;
  /** Prefix of the inputs' ids. */
  id: string;
  /** The three labels, translated by the remote (each keeps the words its pages and tests know). */
  labels: Record<ChangePasswordField, string>;
  /** A hint in the new password's empty input. */
  newPlaceholder?: string;
}

/** The body of a login password change form: current, new and confirmed password, then the server's message. */
export const ChangePasswordFields = observer(function ChangePasswordFields({
  store,
  id,
  labels,
  newPlaceholder,
}: ChangePasswordFieldsProps) {
  const { t } = useTranslation('common');
  const error = (field: ChangePasswordField) => {
    const key = store.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <>
      <FormField
        id={`${id}-old`}
        type="password"
        label={labels.oldPassword}
        value={store.values.oldPassword}
        onChange={(value) => store.set('oldPassword', value)}
        error={error('oldPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields
        id={id}
        labels={{ password: labels.password, confirm: labels.confirm, hint: newPlaceholder }}
        values={store.values}
        onChange={(field, value) => store.set(field, value)}
        error={error}
        maxLength={12}
        autoComplete="new-password"
      />
      <FormAlert ns="common" message={store.formMessage} />
    </>
  );
});
