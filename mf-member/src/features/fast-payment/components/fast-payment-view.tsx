import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, useUiKit } from '@casino/mf-shared';
import { FormField, SubmitButton } from '@casino/mf-shared/forms';
import { LoginPrompt, PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';

/** Member accounts as register accepts them (member-and-account.md §5). */
const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{6,12}$/;

/**
 * /fastPayment (its own 1500×800 window on desktop): who pays in. A member pays into the own
 * account; a visitor logs in first where AGENT_BIND_FAST_PAYMENT_FLAG says so, otherwise names
 * the account to credit. `children` draws the deposit for that account (null: the session's).
 */
export const FastPaymentView = observer(function FastPaymentView({ children }: { children: (memberAccount: string | null) => ReactNode }) {
  const { session, site } = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  let body: ReactNode;
  if (session.isLoggedIn) {
    body = (
      <>
        <p className="money-hint">{t('fastPayment.forMember', { account: session.memberAccount ?? '' })}</p>
        {children(null)}
      </>
    );
  } else if (site.config.flags.agentBindFastPayment) {
    body = <LoginPrompt text={t('fastPayment.login')} buttonText={t('login.button')} />;
  } else if (account) {
    body = (
      <>
        <p className="money-hint">{t('fastPayment.forAccount', { account })}</p>
        {ui.isDesktop ? (
          <ui.desktop.Button onClick={() => setAccount(null)}>{t('fastPayment.changeAccount')}</ui.desktop.Button>
        ) : (
          <ui.mobile.Button size="small" onClick={() => setAccount(null)}>
            {t('fastPayment.changeAccount')}
          </ui.mobile.Button>
        )}
        {children(account)}
      </>
    );
  } else {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const value = typed.trim();
      if (!ACCOUNT_PATTERN.test(value)) {
        setError(t(value === '' ? 'fastPayment.accountRequired' : 'fastPayment.accountInvalid'));
        return;
      }
      setAccount(value);
    };
    body = (
      <form className="money-form" onSubmit={submit} noValidate aria-label={t('fastPayment.accountForm')}>
        <p>{t('fastPayment.accountIntro')}</p>
        <FormField
          id="fast-payment-account"
          label={t('fastPayment.account')}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setError(undefined);
          }}
          error={error}
          maxLength={12}
          autoComplete="username"
        />
        <SubmitButton>{t('fastPayment.continue')}</SubmitButton>
      </form>
    );
  }
  return <PageFrame title={t('fastPayment.title')}>{body}</PageFrame>;
});
