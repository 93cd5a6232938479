import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useLocaleNavigate, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

const BIND_PATH = '/user/BindAccount';

/**
 * The unbound bank account notice (member-and-account.md §2): shown once per member layout
 * that says need_bank_account_deposit_verified; "Bind now" leads to /user/BindAccount.
 */
export const BankNotice = observer(function BankNotice() {
  const { member } = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const navigate = useLocaleNavigate();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const current = member.layout;
  const open = Boolean(current?.needBankAccountVerified) && dismissedFor !== current?.id;
  const dismiss = () => setDismissedFor(current?.id ?? null);
  const bind = () => {
    dismiss();
    navigate(BIND_PATH);
  };
  const footer = ui.isDesktop ? (
    <>
      <ui.desktop.Button onClick={dismiss}>{t('bankNotice.later')}</ui.desktop.Button>
      <ui.desktop.Button type="primary" onClick={bind}>
        {t('bankNotice.bind')}
      </ui.desktop.Button>
    </>
  ) : (
    <>
      <ui.mobile.Button block color="primary" onClick={bind}>
        {t('bankNotice.bind')}
      </ui.mobile.Button>
      <ui.mobile.Button block fill="none" onClick={dismiss}>
        {t('bankNotice.later')}
      </ui.mobile.Button>
    </>
  );
  return (
    <ResponsiveModal open={open} title={t('bankNotice.title')} onClose={dismiss} footer={footer} width={480} mobilePlacement="bottom">
      <p>{t('bankNotice.text')}</p>
    </ResponsiveModal>
  );
});
