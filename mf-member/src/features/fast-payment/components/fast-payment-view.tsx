import { PageFrame, PendingNote } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

/**
 * /fastPayment: the 1500 × 800 fast-payment window. Whether it needs a login depends on the
 * AGENT_BIND_FAST_PAYMENT_FLAG setting, which arrives with the wallet work; the frame asks none.
 */
export function FastPaymentView() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('fastPayment.title')}>
      <PendingNote text={t('fastPayment.pending')} />
    </PageFrame>
  );
}
