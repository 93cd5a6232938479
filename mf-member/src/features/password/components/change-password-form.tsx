import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField, SubmitButton, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { postEditPassword } from '../api/password-api';
import { changePasswordErrors, type ChangePasswordValues } from '../lib/password-rules';
import { PasswordFormStore } from '../stores/password-form-store';
import './password.css';

const FIELDS = ['oldPassword', 'password', 'confirm'] as const;

/** The login password change (POST /member/profile/edit_password); a refusal shows the server's message. */
export const ChangePasswordForm = observer(function ChangePasswordForm() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(
    () =>
      new PasswordFormStore<keyof ChangePasswordValues>(root, FIELDS, changePasswordErrors, (values) =>
        postEditPassword(root.api, { old_password: values.oldPassword, password: values.password, password_confirmation: values.confirm }),
      ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const error = (field: keyof ChangePasswordValues) => {
    const key = store.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <section aria-labelledby="change-password-title" className="password-form">
      <h3 id="change-password-title">{t('password.changeTitle')}</h3>
      <form aria-labelledby="change-password-title" onSubmit={submit} noValidate>
        <FormField
          id="password-old"
          type="password"
          label={t('password.old')}
          value={store.values.oldPassword}
          onChange={(value) => store.set('oldPassword', value)}
          error={error('oldPassword')}
          autoComplete="current-password"
        />
        <FormField
          id="password-new"
          type="password"
          label={t('password.new')}
          value={store.values.password}
          onChange={(value) => store.set('password', value)}
          error={error('password')}
          autoComplete="new-password"
          maxLength={12}
        />
        <FormField
          id="password-confirm"
          type="password"
          label={t('password.confirm')}
          value={store.values.confirm}
          onChange={(value) => store.set('confirm', value)}
          error={error('confirm')}
          autoComplete="new-password"
          maxLength={12}
        />
        <FormAlert ns={NS} message={store.formMessage} />
        {store.done && (
          <p role="status" className="password-form__done">
            {t('password.changed')}
          </p>
        )}
        <SubmitButton loading={store.submitting}>{t('password.changeSubmit')}</SubmitButton>
      </form>
    </section>
  );
});
