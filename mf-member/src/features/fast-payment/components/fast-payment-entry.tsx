import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { useOpenFastPayment } from '../lib/use-open-fast-payment';

/** The way to fast payment from the deposit page: a window on desktop, the page on mobile. */
export const FastPaymentEntry = observer(function FastPaymentEntry() {
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const open = useOpenFastPayment();
  return (
    <div className="money-fast-entry">
      <p>{t('fastPayment.entryText')}</p>
      {ui.isDesktop ? (
        <ui.desktop.Button onClick={open}>{t('fastPayment.open')}</ui.desktop.Button>
      ) : (
        <ui.mobile.Button block onClick={open}>
          {t('fastPayment.open')}
        </ui.mobile.Button>
      )}
    </div>
  );
});
