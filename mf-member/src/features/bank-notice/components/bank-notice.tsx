import { Button } from 'antd';
import { Button as MobileButton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResponsiveModal, useLocalePath, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

const BIND_PATH = '/user/BindAccount';

/**
 * The unbound bank account notice (member-and-account.md §2): shown once per member layout
 * that says need_bank_account_deposit_verified; "Bind now" leads to /user/BindAccount.
 */
export const BankNotice = observer(function BankNotice() {
  const { member, layout } = useStores();
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const current = member.layout;
  const open = Boolean(current?.needBankAccountVerified) && dismissedFor !== current?.id;
  const dismiss = () => setDismissedFor(current?.id ?? null);
  const bind = () => {
    dismiss();
    void navigate(localePath(BIND_PATH));
  };
  const footer = layout.isDesktop ? (
    <>
      <Button onClick={dismiss}>{t('bankNotice.later')}</Button>
      <Button type="primary" onClick={bind}>
        {t('bankNotice.bind')}
      </Button>
    </>
  ) : (
    <>
      <MobileButton block color="primary" onClick={bind}>
        {t('bankNotice.bind')}
      </MobileButton>
      <MobileButton block fill="none" onClick={dismiss}>
        {t('bankNotice.later')}
      </MobileButton>
    </>
  );
  return (
    <ResponsiveModal open={open} title={t('bankNotice.title')} onClose={dismiss} footer={footer} width={480} mobilePlacement="bottom">
      <p>{t('bankNotice.text')}</p>
    </ResponsiveModal>
  );
});
