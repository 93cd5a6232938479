import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/mf-shared';
import { ChangePasswordFields, ChangePasswordStore } from '@casino/mf-shared/change-password';
import { SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import './password.css';

/** The member centre's login password change (mf-shared's form body under this section's heading); a refusal shows the server's message. */
export const ChangePasswordForm = observer(function ChangePasswordForm() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new ChangePasswordStore(root));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <section aria-labelledby="change-password-title" className="password-form">
      <h3 id="change-password-title">{t('password.changeTitle')}</h3>
      <form aria-labelledby="change-password-title" onSubmit={submit} noValidate>
        <ChangePasswordFields
          store={store}
          id="password"
          labels={{ oldPassword: t('password.old'), password: t('password.new'), confirm: t('password.confirm') }}
        />
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
