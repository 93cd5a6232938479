import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, LoadFailure, stateTexts, useStores } from '@casino/mf-shared';
import { AmountPasswordFields } from '@casino/mf-shared/amount-password-fields';
import { NS } from '../../../app/namespace';
import { WithdrawalStore } from '../stores/withdrawal-store';
import { BankAccountChoice } from './bank-account-choice';
import { WithdrawOrderView } from './withdraw-order-view';

/** /user/Withdrawal: take cash out of the main wallet to a bound bank account. */
export const WithdrawalView = observer(function WithdrawalView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new WithdrawalStore(root));
  useEffect(() => void store.load(), [store]);
  // a withdraw password set in another window of the site (or on the Info page) unlocks the form
  useEffect(() => root.bus.on('member:withdraw-password-changed', () => void store.load()), [root.bus, store]);
  const state = store.setting.state;
  if (state.status === 'loading') {
    return (
      <div className="data-state data-state--loading" role="status" aria-busy="true">
        {t('withdrawal.loading')}
      </div>
    );
  }
  if (state.status === 'failed')
    return <LoadFailure notFound={false} texts={stateTexts(t, 'withdrawal')} onRetry={() => void store.load()} />;
  const setting = state.data;
  const balance = (
    <p className="money-balance" data-testid="money-balance">
      {t('money.balance', { balance: store.format(store.balance) })}
    </p>
  );
  if (store.order) {
    return (
      <div className="money-page">
        {balance}
        <WithdrawOrderView order={store.order} format={store.format} onStartOver={() => store.startOver()} />
      </div>
    );
  }
  if (setting.bank_accounts.length === 0) {
    return (
      <div className="money-page">
        {balance}
        <div role="note" className="money-note">
          <p>{t('withdrawal.noAccount')}</p>
          <LocaleLink to="/user/BindAccount">{t('bankNotice.bind')}</LocaleLink>
        </div>
      </div>
    );
  }
  if (setting.has_withdraw_password !== 1) {
    return (
      <div className="money-page">
        {balance}
        <div role="note" className="money-note">
          <p>{t('withdrawal.noPassword')}</p>
          <LocaleLink to="/user/Info">{t('withdrawal.setPassword')}</LocaleLink>
        </div>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <div className="money-page">
      {balance}
      <p className="money-hint">
        {t('withdrawal.limits', { min: store.format(setting.min_amount), max: store.format(setting.max_amount) })}{' '}
        {t('withdrawal.times', { used: setting.used_times, times: setting.daily_times })}
      </p>
      <form className="money-form" onSubmit={submit} noValidate aria-label={t('withdrawal.formLabel')}>
        <BankAccountChoice accounts={setting.bank_accounts} value={store.selectedAccountId} onChange={(id) => store.selectAccount(id)} />
        <AmountPasswordFields
          id="withdraw"
          ns={NS}
          form={store}
          labels={{ amount: t('money.amountLabel'), password: t('money.withdrawPassword.label'), submit: t('withdrawal.submit') }}
        />
      </form>
    </div>
  );
});
