import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/mf-shared';
import { LoginPrompt, PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';

/** /Deposit: the deposit page's frame; visitors are asked to log in, members see the deposit. */
export const DepositPageView = observer(function DepositPageView({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('deposit.title')}>
      {session.isLoggedIn ? children : <LoginPrompt text={t('login.deposit')} buttonText={t('login.button')} />}
    </PageFrame>
  );
});
