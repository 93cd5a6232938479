import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import { FormAlert, FormField, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { ForgotPasswordStore, type ForgotField } from '../stores/forgot-password-store';

interface ForgotPasswordDialogProps {
  /** The account typed in the login form, if any. */
  account: string;
  onClose: () => void;
  /** The new password is set: back to the login tab. */
  onDone: () => void;
}

/** The "forgot password" link's dialog: a code by SMS to the phone on file, then a new password. */
export const ForgotPasswordDialog = observer(function ForgotPasswordDialog({ account, onClose, onDone }: ForgotPasswordDialogProps) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new ForgotPasswordStore(root, account));
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ResponsiveModal open title={t('forgot.title')} onClose={onClose} width={440} mobilePlacement="bottom">
      <ForgotPasswordForm store={store} onDone={onDone} />
    </ResponsiveModal>
  );
});

const ForgotPasswordForm = observer(function ForgotPasswordForm({ store, onDone }: { store: ForgotPasswordStore; onDone: () => void }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const error = (field: ForgotField) => {
    const key = store.errors[field];
    return key ? t(key) : undefined;
  };
  const { countdown } = store;
  const sendLabel = countdown.running
    ? t('forgot.resendIn', { seconds: countdown.remaining })
    : t(store.codeSent ? 'forgot.resend' : 'forgot.send');
  const send = () => void store.sendCode();
  const field = (name: ForgotField, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      id={`forgot-${name}`}
      label={label}
      value={store.values[name]}
      onChange={(value) => store.set(name, value)}
      error={error(name)}
      {...extra}
    />
  );
  const submitLabel = store.codeSent ? t('forgot.submit') : t('forgot.send');

  return (
    <form
      noValidate
      aria-label={t('forgot.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit().then((ok) => ok && onDone());
      }}
    >
      {field('account', t('login.account'), { autoComplete: 'username' })}
      {field('phone', t('forgot.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        addon: store.codeSent ? (
          ui.isDesktop ? (
            <ui.desktop.Button onClick={send} disabled={countdown.running} loading={store.sending}>
              {sendLabel}
            </ui.desktop.Button>
          ) : (
            <ui.mobile.Button size="small" onClick={send} disabled={countdown.running} loading={store.sending}>
              {sendLabel}
            </ui.mobile.Button>
          )
        ) : undefined,
      })}
      {store.codeSent && (
        <>
          {field('code', t('forgot.code'), { autoComplete: 'one-time-code', maxLength: 6 })}
          {field('password', t('password.new'), {
            type: 'password',
            autoComplete: 'new-password',
            maxLength: 12,
            placeholder: t('password.errors.length'),
          })}
          {field('confirm', t('password.confirm'), { type: 'password', autoComplete: 'new-password', maxLength: 12 })}
        </>
      )}
      {store.notice && (
        <p role="status" className="form-note">
          {t(store.notice)}
        </p>
      )}
      <FormAlert ns={NS} message={store.formError} />
      <SubmitButton loading={store.submitting || (!store.codeSent && store.sending)}>{submitLabel}</SubmitButton>
    </form>
  );
});
