import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '@casino/mf-shared';
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
      <FormField
        id={`${id}-new`}
        type="password"
        label={labels.password}
        placeholder={newPlaceholder}
        value={store.values.password}
        onChange={(value) => store.set('password', value)}
        error={error('password')}
        autoComplete="new-password"
        maxLength={12}
      />
      <FormField
        id={`${id}-confirm`}
        type="password"
        label={labels.confirm}
        value={store.values.confirm}
        onChange={(value) => store.set('confirm', value)}
        error={error('confirm')}
        autoComplete="new-password"
        maxLength={12}
      />
      <FormAlert ns="common" message={store.formMessage} />
    </>
  );
});
