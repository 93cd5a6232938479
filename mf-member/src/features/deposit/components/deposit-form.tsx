import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, stateTexts, useStores } from '@casino/mf-shared';
import { FormAlert, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import type { DepositStore } from '../stores/deposit-store';
import { AmountEntry } from './amount-entry';
import { DepositOrderView } from './deposit-order-view';
import { MethodPicker } from './method-picker';

/** The deposit form (methods, amount, submit) and, once sent, its order. Used by /Deposit and the fast-payment window. */
export const DepositForm = observer(function DepositForm({ store }: { store: DepositStore }) {
  const { t } = useTranslation(NS);
  const { session, windows } = useStores();
  if (store.order) {
    return (
      <DepositOrderView
        order={store.order}
        paymentBlocked={store.paymentBlocked}
        format={store.format}
        onRefresh={session.isLoggedIn ? () => void store.refreshOrder() : undefined}
        onCancel={() => void store.cancel()}
        onStartOver={() => store.startOver()}
      />
    );
  }
  const methods = store.methods.value?.list ?? [];
  if (store.methods.status !== 'loaded' || methods.length === 0) {
    return (
      <ListState
        status={store.methods.status}
        empty={methods.length === 0}
        texts={stateTexts(t, 'deposit.methods')}
        onRetry={() => void store.load()}
      />
    );
  }
  const method = store.method;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the provider's window opens here, inside the click, or the browser blocks it
    void store.submit({ open: () => windows.openWaiting('depositWindow'), pageHref: window.location.href });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-label={t('deposit.formLabel')}>
      <MethodPicker methods={methods} value={method?.id ?? null} onChange={(id) => store.select(id)} format={store.format} />
      <AmountEntry
        id="deposit-amount"
        value={store.amountText}
        onChange={(text) => store.setAmount(text)}
        quickAmounts={method?.quick_amounts ?? []}
        onPick={(amount) => store.pickAmount(amount)}
        error={store.amountError}
        format={store.format}
        placeholder={
          method ? t('deposit.limits', { min: store.format(method.min_amount), max: store.format(method.max_amount) }) : undefined
        }
      />
      <FormAlert ns={NS} message={store.formError} />
      <SubmitButton loading={store.submitting}>{t('deposit.submit')}</SubmitButton>
    </form>
  );
});
