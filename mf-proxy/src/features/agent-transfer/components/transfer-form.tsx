import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, useUiKit } from '@casino/mf-shared';
import { AmountPasswordFields } from '@casino/mf-shared/amount-password-fields';
import type { AgentTransferSettingsResponse } from '@casino/contracts';
import { FormField, formMessageText } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import type { AgentTransferStore } from '../stores/agent-transfer-store';
import { DownlinePick } from './downline-pick';

interface TransferFormProps {
  store: AgentTransferStore;
  setting: AgentTransferSettingsResponse;
}

/** The transfer form: downline account (typed or picked), amount, withdraw password; the agent confirms before it goes. */
export const TransferForm = observer(function TransferForm({ store, setting }: TransferFormProps) {
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit((account, amount) =>
      confirmDialog(ui.isDesktop, {
        title: t('transfer.confirm.title'),
        content: t('transfer.confirm.content', { account, amount }),
        ok: t('transfer.confirm.ok'),
        cancel: t('transfer.confirm.cancel'),
      }),
    );
  };
  return (
    <form className="agent-transfer__form" onSubmit={submit} noValidate aria-label={t('transfer.formLabel')}>
      <FormField
        id="transfer-account"
        label={t('transfer.account.label')}
        value={store.account}
        onChange={(text) => store.setAccount(text)}
        error={formMessageText(t, store.accountError)}
        autoComplete="off"
        maxLength={64}
      />
      <DownlinePick
        members={setting.downline}
        total={setting.downline_count}
        value={store.account}
        onPick={(account) => store.pick(account)}
      />
      <AmountPasswordFields
        id="transfer"
        ns={NS}
        form={store}
        labels={{ amount: t('transfer.amount.label'), password: t('transfer.password.label'), submit: t('transfer.submit') }}
      />
    </form>
  );
});
