import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, stateTexts, useStores } from '@casino/mf-shared';
import { FormAlert, FormField, SubmitButton, formMessageText } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { BindAccountStore } from '../stores/bind-account-store';
import { BankAccountList } from './bank-account-list';
import { BankPicker } from './bank-picker';

/** /user/BindAccount: the member's bank accounts, and binding one more while fewer than the maximum are bound. */
export const BindAccountView = observer(function BindAccountView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new BindAccountStore(root));
  useEffect(() => {
    void store.load();
    void store.loadBanks();
  }, [store]);
  const accounts = store.accounts.value?.list ?? [];
  const max = store.accounts.value?.max_count ?? 0;
  const canBind = store.accounts.status === 'loaded' && accounts.length < max;
  const banks = store.banks.value?.list ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const error = (field: Parameters<typeof store.set>[0]) => formMessageText(t, store.errors[field]);
  return (
    <div className="money-page">
      <BankAccountList status={store.accounts.status} accounts={accounts} onRetry={() => void store.load()} />
      {store.bound && (
        <p role="status" className="money-success">
          {t('bankAccount.bound', { number: store.bound })}
        </p>
      )}
      {store.accounts.status === 'loaded' && !canBind && <p role="note">{t('bankAccount.full', { count: max, max })}</p>}
      {canBind && (
        <form className="money-form" onSubmit={submit} noValidate aria-label={t('bankAccount.formLabel')}>
          <h3>{t('bankAccount.formLabel')}</h3>
          {store.banks.status === 'loaded' && banks.length > 0 ? (
            <BankPicker
              banks={banks}
              value={store.input.bankCode}
              onChange={(code) => store.set('bankCode', code)}
              error={store.errors.bankCode}
            />
          ) : (
            <ListState
              status={store.banks.status}
              empty={banks.length === 0}
              texts={stateTexts(t, 'bankAccount.banks')}
              onRetry={() => void store.loadBanks()}
            />
          )}
          <FormField
            id="bank-account-name"
            label={t('bankAccount.accountName')}
            value={store.input.accountName}
            onChange={(v) => store.set('accountName', v)}
            error={error('accountName')}
            placeholder={t('bankAccount.accountNameHint')}
            maxLength={50}
            autoComplete="name"
          />
          <FormField
            id="bank-account-number"
            label={t('bankAccount.accountNumber')}
            value={store.input.accountNumber}
            onChange={(v) => store.set('accountNumber', v)}
            error={error('accountNumber')}
            maxLength={24}
            autoComplete="off"
          />
          <FormField
            id="bank-account-branch"
            label={t('bankAccount.branch')}
            value={store.input.branch}
            onChange={(v) => store.set('branch', v)}
            error={error('branch')}
            maxLength={60}
            autoComplete="off"
          />
          <FormField
            id="bank-account-password"
            type="password"
            label={t('money.withdrawPassword.label')}
            value={store.input.withdrawPassword}
            onChange={(v) => store.set('withdrawPassword', v)}
            error={error('withdrawPassword')}
            maxLength={4}
            autoComplete="off"
          />
          <FormAlert ns={NS} message={store.formError} />
          <SubmitButton loading={store.submitting}>{t('bankAccount.submit')}</SubmitButton>
        </form>
      )}
    </div>
  );
});
