import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, useUiKit } from '@casino/mf-shared';
import { CaptchaAddon } from '@casino/mf-shared/captcha';
import { FormAlert, FormField, SubmitButton } from '@casino/mf-shared/forms';
import { ThirdPartyLogins } from './third-party-logins';
import { NS } from '../../../app/namespace';
import type { LoginOutcome } from '../lib/login-outcome';
import type { LoginValues } from '../lib/login-schema';
import { LoginFormStore } from '../stores/login-form-store';

interface LoginFormProps {
  /** Told how each attempt ended, with what was typed (a dialog may hand the member back to this form). */
  onOutcome: (outcome: LoginOutcome, typed: Pick<LoginValues, 'account' | 'password'>) => void;
  /** The "forgot password" link, with what was typed. */
  onForgotPassword: (typed: Pick<LoginValues, 'account' | 'password'>) => void;
  initial?: Partial<LoginValues>;
  /** A message key shown as a note above the fields. */
  notice?: string | null;
}

/** The login tab: account, password and captcha, sent to POST /login with the signed login header. */
export const LoginForm = observer(function LoginForm({ onOutcome, onForgotPassword, initial, notice }: LoginFormProps) {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [form] = useState(() => new LoginFormStore(root, { ...(initial ? { initial } : {}), notice: notice ?? null }));

  useEffect(() => {
    void form.captcha.refresh();
    return () => form.dispose();
  }, [form]);

  const error = (field: 'account' | 'password' | 'answer') => {
    const key = form.errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <form
      noValidate
      aria-label={t('login.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = form.typed();
        void form.submit().then((outcome) => onOutcome(outcome, typed));
      }}
    >
      {form.notice && (
        <p role="note" className="form-note">
          {t(form.notice)}
        </p>
      )}
      <FormField
        id="login-account"
        label={t('login.account')}
        placeholder={t('ph_account_name')}
        autoComplete="username"
        value={form.values.account}
        onChange={(value) => form.setValue('account', value)}
        error={error('account')}
      />
      <FormField
        id="login-password"
        type="password"
        label={t('login.password')}
        placeholder={t('ph_password')}
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        error={error('password')}
      />
      <FormField
        id="login-answer"
        label={t('login.captcha')}
        placeholder={form.captcha.placeholder ?? t('ph_account_verify_code')}
        autoComplete="off"
        maxLength={8}
        value={form.values.answer}
        onChange={(value) => form.setValue('answer', value)}
        error={error('answer')}
        addon={<CaptchaAddon captcha={form.captcha} />}
      />
      <FormAlert ns={NS} message={form.formError} />
      <SubmitButton loading={form.submitting}>{t('login.submit')}</SubmitButton>
      <p className="login-form__links">
        {ui.isDesktop ? (
          <ui.desktop.Button type="link" onClick={() => onForgotPassword(form.typed())}>
            {t('forgot.link')}
          </ui.desktop.Button>
        ) : (
          <ui.mobile.Button fill="none" size="small" onClick={() => onForgotPassword(form.typed())}>
            {t('forgot.link')}
          </ui.mobile.Button>
        )}
      </p>
      <ThirdPartyLogins />
    </form>
  );
});
