import { Button, Modal } from 'antd';
import { Button as MobileButton, Popup } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath, useStores } from '@casino/mf-shared';
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
  const title = t('bankNotice.title');
  if (layout.isDesktop) {
    return (
      <Modal
        open={open}
        title={title}
        onCancel={dismiss}
        footer={[
          <Button key="later" onClick={dismiss}>
            {t('bankNotice.later')}
          </Button>,
          <Button key="bind" type="primary" onClick={bind}>
            {t('bankNotice.bind')}
          </Button>,
        ]}
      >
        <p>{t('bankNotice.text')}</p>
      </Modal>
    );
  }
  return (
    <Popup visible={open} onMaskClick={dismiss}>
      <div role="dialog" aria-modal="true" aria-label={title} className="bank-notice">
        <h2>{title}</h2>
        <p>{t('bankNotice.text')}</p>
        <MobileButton block color="primary" onClick={bind}>
          {t('bankNotice.bind')}
        </MobileButton>
        <MobileButton block fill="none" onClick={dismiss}>
          {t('bankNotice.later')}
        </MobileButton>
      </div>
    </Popup>
  );
});
