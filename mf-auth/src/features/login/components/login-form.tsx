import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaAddon, FormField, useStores, useUiKit } from '@casino/mf-shared';
import { ThirdPartyLogins } from './third-party-logins';
import { NS } from '../../../app/namespace';
import { LoginFormStore } from '../stores/login-form-store';

/** The login tab: account, password and captcha, sent to POST /login. */
export const LoginForm = observer(function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [form] = useState(() => new LoginFormStore(root));

  useEffect(() => {
    void form.captcha.refresh();
    return () => form.dispose();
  }, [form]);

  const error = (field: 'account' | 'password' | 'answer') => {
    const key = form.errors[field];
    return key ? t(key) : undefined;
  };
  const formError = form.formError ? ('key' in form.formError ? t(form.formError.key) : form.formError.text) : null;

  return (
    <form
      noValidate
      aria-label={t('login.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit().then((ok) => ok && onLoggedIn());
      }}
    >
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
      {formError && (
        <div role="alert" className="form-alert">
          {formError}
        </div>
      )}
      {ui.isDesktop ? (
        <ui.desktop.Button type="primary" htmlType="submit" block size="large" loading={form.submitting}>
          {t('login.submit')}
        </ui.desktop.Button>
      ) : (
        <ui.mobile.Button type="submit" color="primary" block size="large" loading={form.submitting}>
          {t('login.submit')}
        </ui.mobile.Button>
      )}
      <ThirdPartyLogins />
    </form>
  );
});
