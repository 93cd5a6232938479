import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoginPrompt, PageFrame, PendingNote, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/** /Deposit: the member's deposit page. */
export const DepositView = observer(function DepositView() {
  const { session } = useStores();
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('deposit.title')}>
      {session.isLoggedIn ? (
        <PendingNote text={t('deposit.pending')} />
      ) : (
        <LoginPrompt text={t('login.deposit')} buttonText={t('login.button')} />
      )}
    </PageFrame>
  );
});
