import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, formatMoney, stateTexts, useStores, createDateFormat } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { AgentTransferStore } from '../stores/agent-transfer-store';
import { RecentTransfers } from './recent-transfers';
import { TransferForm } from './transfer-form';
import { TransferReceipt } from './transfer-receipt';
import './agent-transfer.css';

/** /proxy?page=Transfer: the agent moves cash from its own wallet to a member of its downline. */
export const AgentTransferView = observer(function AgentTransferView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new AgentTransferStore(root));
  useEffect(() => store.load(), [store]);
  // a withdraw password set in the member centre's window reaches this one (the shell relays it)
  useEffect(() => root.bus.on('member:withdraw-password-changed', () => store.load()), [root.bus, store]);
  const dates = createDateFormat(root.locale.locale, 'dateTime');
  const when = (iso: string) => dates.format(new Date(iso));
  const money = (amount: number, currency: string) => formatMoney(amount, currency, root.locale.locale);
  const state = store.settings.state;

  let main;
  if (state.status === 'loading') {
    main = (
      <div className="data-state data-state--loading" role="status" aria-busy="true">
        {t('transfer.loading')}
      </div>
    );
  } else if (state.status === 'failed') {
    // notFound is code 101: the member is not an active agent (AGENT_TRANSFER_ERROR.notActiveAgent).
    return <LoadFailure notFound={state.notFound} texts={stateTexts(t, 'transfer')} onRetry={() => store.load()} />;
  } else {
    const setting = state.data;
    let action;
    if (store.done) {
      action = <TransferReceipt transfer={store.done} format={store.format} when={when} onStartOver={() => store.startOver()} />;
    } else if (setting.downline_count === 0) {
      action = (
        <p role="note" className="agent-transfer__note">
          {t('transfer.noDownline')}
        </p>
      );
    } else if (setting.has_withdraw_password !== 1) {
      action = (
        <p role="note" className="agent-transfer__note">
          {t('transfer.noPassword')}
        </p>
      );
    } else {
      action = <TransferForm store={store} setting={setting} />;
    }
    main = (
      <>
        <p className="agent-transfer__balance" data-testid="transfer-balance">
          {t('transfer.balance', { balance: store.format(store.balance) })}
        </p>
        <p className="agent-transfer__hint">
          {t('transfer.limits', { min: store.format(setting.min_amount), max: store.format(setting.max_amount) })}
        </p>
        {action}
      </>
    );
  }
  return (
    <div className="agent-transfer">
      {main}
      <RecentTransfers list={store.recent} format={money} when={when} />
    </div>
  );
});
