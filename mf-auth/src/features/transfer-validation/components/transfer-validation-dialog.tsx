import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import { NewPasswordFields } from '@casino/mf-shared/new-password-fields';
import { CaptchaAddon } from '@casino/mf-shared/captcha';
import { FormAlert, FormField, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import type { TransferMethod } from '../lib/transfer-schema';
import { TransferValidationStore, type ResetField, type VerifyField } from '../stores/transfer-validation-store';
import './transfer-validation.css';

interface TransferValidationDialogProps {
  /** The account of the login that answered 802. */
  account: string;
  onClose: () => void;
  /** The new password is set: the member logs in with it. */
  onDone: () => void;
}

/** Login code 802: the member proves the account (step 1), then sets a new password (step 2). */
export const TransferValidationDialog = observer(function TransferValidationDialog({
  account,
  onClose,
  onDone,
}: TransferValidationDialogProps) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new TransferValidationStore(root, account));
  useEffect(() => void store.captcha.refresh(), [store]);

  return (
    <ResponsiveModal open title={t('transfer.title')} onClose={onClose} width={480} mobilePlacement="bottom">
      <TransferSteps store={store} />
      {store.step === 1 ? <VerifyStep store={store} /> : <ResetStep store={store} onDone={onDone} />}
    </ResponsiveModal>
  );
});

const TransferSteps = observer(function TransferSteps({ store }: { store: TransferValidationStore }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const titles = [t('transfer.step1'), t('transfer.step2')];
  if (ui.isDesktop) return <ui.desktop.Steps size="small" current={store.step - 1} items={titles.map((title) => ({ title }))} />;
  return (
    <ui.mobile.Steps current={store.step - 1}>
      {titles.map((title) => (
        <ui.mobile.Steps.Step key={title} title={title} />
      ))}
    </ui.mobile.Steps>
  );
});

function useTexts(store: TransferValidationStore) {
  const { t } = useTranslation(NS);
  const error = (field: VerifyField | ResetField) => {
    const key = store.errors[field];
    return key ? t(key) : undefined;
  };
  return { t, error };
}

const Alerts = observer(function Alerts({ store }: { store: TransferValidationStore }) {
  return (
    <>
      <FormAlert ns={NS} message={store.reverify ? { key: 'transfer.reverify' } : null} />
      <FormAlert ns={NS} message={store.formError} />
    </>
  );
});

const VerifyStep = observer(function VerifyStep({ store }: { store: TransferValidationStore }) {
  const ui = useUiKit({ extras: true });
  const { t, error } = useTexts(store);
  const methods: TransferMethod[] = ['email', 'phone'];

  return (
    <form
      noValidate
      aria-label={t('transfer.step1')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submitVerify();
      }}
    >
      <p className="form-note" role="note">
        {t('transfer.intro')}
      </p>
      <FormField
        id="transfer-account"
        label={t('login.account')}
        value={store.account}
        onChange={(v) => store.set('account', v)}
        error={error('account')}
        autoComplete="username"
      />
      <FormField
        id="transfer-withdraw-password"
        type="password"
        label={t('transfer.withdrawPassword')}
        placeholder={t('transfer.errors.withdrawPassword')}
        value={store.withdrawPassword}
        onChange={(v) => store.set('withdrawPassword', v)}
        error={error('withdrawPassword')}
        autoComplete="off"
      />
      <fieldset className="transfer-method">
        <legend className="form-field__label">{t('transfer.method')}</legend>
        {ui.isDesktop ? (
          <ui.desktop.Radio.Group value={store.method} onChange={(event) => store.setMethod(event.target.value as TransferMethod)}>
            {methods.map((method) => (
              <ui.desktop.Radio key={method} value={method}>
                {t(`transfer.methods.${method}`)}
              </ui.desktop.Radio>
            ))}
          </ui.desktop.Radio.Group>
        ) : (
          <ui.mobile.Radio.Group value={store.method} onChange={(value) => store.setMethod(value as TransferMethod)}>
            {methods.map((method) => (
              <ui.mobile.Radio key={method} value={method} className="transfer-method__option">
                {t(`transfer.methods.${method}`)}
              </ui.mobile.Radio>
            ))}
          </ui.mobile.Radio.Group>
        )}
      </fieldset>
      {store.method === 'email' ? (
        <FormField
          id="transfer-email"
          type="email"
          label={t('transfer.email')}
          value={store.email}
          onChange={(v) => store.set('email', v)}
          error={error('email')}
          autoComplete="email"
        />
      ) : (
        <FormField
          id="transfer-phone"
          type="tel"
          label={t('transfer.phone')}
          value={store.phone}
          onChange={(v) => store.set('phone', v)}
          error={error('phone')}
          autoComplete="tel"
        />
      )}
      <FormField
        id="transfer-captcha"
        label={t('login.captcha')}
        placeholder={t('ph_account_verify_code')}
        value={store.captchaAnswer}
        onChange={(v) => store.set('captcha', v)}
        error={error('captcha')}
        autoComplete="off"
        maxLength={8}
        addon={<CaptchaAddon captcha={store.captcha} />}
      />
      <Alerts store={store} />
      <SubmitButton loading={store.submitting}>{t('transfer.next')}</SubmitButton>
    </form>
  );
});

const ResetStep = observer(function ResetStep({ store, onDone }: { store: TransferValidationStore; onDone: () => void }) {
  const { t, error } = useTexts(store);
  return (
    <form
      noValidate
      aria-label={t('transfer.step2')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submitReset().then((ok) => ok && onDone());
      }}
    >
      <NewPasswordFields
        id="transfer"
        labels={{ password: t('transfer.newPassword'), confirm: t('transfer.confirmPassword'), hint: t('transfer.errors.passwordLength') }}
        values={store}
        onChange={(field, value) => store.set(field, value)}
        error={error}
        maxLength={12}
        autoComplete="new-password"
      />
      <Alerts store={store} />
      <SubmitButton loading={store.submitting}>{t('transfer.save')}</SubmitButton>
    </form>
  );
});
