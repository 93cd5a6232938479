import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, useAsyncResource, useStores } from '@casino/mf-shared';
import { NewPasswordFields } from '@casino/mf-shared/new-password-fields';
import { FormAlert, FormField, RuledFormStore, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { getHasWithdrawPassword, postWithdrawPassword } from '../api/password-api';
import { withdrawPasswordErrors, type WithdrawPasswordValues } from '../lib/password-rules';
import './password.css';

const FIELDS = ['proof', 'password', 'confirm'] as const;

/** Sets the first withdraw password (proved by the login password) or changes it (proved by the current one). */
const WithdrawPasswordEditor = observer(function WithdrawPasswordEditor({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(
    () =>
      new RuledFormStore<keyof WithdrawPasswordValues>(
        root,
        FIELDS,
        (values) => withdrawPasswordErrors(values, changing),
        async (values) => {
          await postWithdrawPassword(root.api, {
            ...(changing ? { old_withdraw_password: values.proof } : { password: values.proof }),
            withdraw_password: values.password,
            withdraw_password_confirmation: values.confirm,
          });
          onDone();
        },
        { key: 'password.failed' },
      ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const error = (field: keyof WithdrawPasswordValues) => {
    const key = store.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <form aria-labelledby="withdraw-password-title" onSubmit={submit} noValidate>
      <FormField
        id="withdraw-proof"
        type="password"
        label={changing ? t('password.withdrawOld') : t('password.loginPassword')}
        value={store.values.proof}
        onChange={(value) => store.set('proof', value)}
        error={error('proof')}
        autoComplete={changing ? 'off' : 'current-password'}
      />
      <NewPasswordFields
        id="withdraw"
        labels={{ password: t('password.withdrawNew'), confirm: t('password.withdrawConfirm') }}
        values={store.values}
        onChange={(field, value) => store.set(field, value)}
        error={error}
        maxLength={4}
        autoComplete="off"
      />
      <FormAlert ns={NS} message={store.formMessage} />
      <SubmitButton loading={store.submitting}>
        {changing ? t('password.withdrawChangeSubmit') : t('password.withdrawSetSubmit')}
      </SubmitButton>
    </form>
  );
});

/** The withdraw password: "set" while the profile says there is none, "change" afterwards. */
export const WithdrawPasswordForm = observer(function WithdrawPasswordForm() {
  const { api, bus } = useStores();
  const { t } = useTranslation(NS);
  const [state, retry] = useAsyncResource(() => getHasWithdrawPassword(api), [api]);
  useEffect(() => bus.on('realtime:profile-changed', retry), [bus, retry]);
  // set in this window or another one of the site (the shell relays it)
  useEffect(() => bus.on('member:withdraw-password-changed', retry), [bus, retry]);
  const changing = state.status === 'loaded' && state.data;
  // Said here: the editor is remade once the profile says a password is set.
  const [notice, setNotice] = useState<string | null>(null);
  const done = (wasChanging: boolean) => {
    setNotice(wasChanging ? t('password.withdrawChanged') : t('password.withdrawSet'));
    // every page that needs the password, here and in the site's other windows, reads it again
    bus.emit('member:withdraw-password-changed', {});
  };
  return (
    <section aria-labelledby="withdraw-password-title" className="password-form">
      <h3 id="withdraw-password-title">{changing ? t('password.withdrawChangeTitle') : t('password.withdrawSetTitle')}</h3>
      {state.status === 'loaded' ? (
        <WithdrawPasswordEditor key={String(changing)} changing={changing} onDone={() => done(changing)} />
      ) : (
        <ListState status={state.status} empty={false} texts={{ failed: t('password.stateFailed') }} onRetry={retry} />
      )}
      {notice && (
        <p role="status" className="password-form__done">
          {notice}
        </p>
      )}
    </section>
  );
});
