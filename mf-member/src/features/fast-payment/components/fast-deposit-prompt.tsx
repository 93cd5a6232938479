import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, clearFlagCookie, cookieNames, readCookie, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { useOpenFastPayment } from '../lib/use-open-fast-payment';

/**
 * After a /fastDeposit link (the shell sets isFastDeposit and goes home): offers fast payment
 * once. The window opens from the member's click, never by itself, so no popup blocker stops it.
 */
export const FastDepositPrompt = observer(function FastDepositPrompt() {
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const openFastPayment = useOpenFastPayment();
  const [open, setOpen] = useState(() => readCookie(cookieNames.isFastDeposit) === 'true');
  const close = () => {
    clearFlagCookie(cookieNames.isFastDeposit);
    setOpen(false);
  };
  const go = () => {
    close();
    openFastPayment();
  };
  const footer = ui.isDesktop ? (
    <>
      <ui.desktop.Button onClick={close}>{t('fastPayment.later')}</ui.desktop.Button>
      <ui.desktop.Button type="primary" onClick={go}>
        {t('fastPayment.open')}
      </ui.desktop.Button>
    </>
  ) : (
    <>
      <ui.mobile.Button block color="primary" onClick={go}>
        {t('fastPayment.open')}
      </ui.mobile.Button>
      <ui.mobile.Button block fill="none" onClick={close}>
        {t('fastPayment.later')}
      </ui.mobile.Button>
    </>
  );
  return (
    <ResponsiveModal open={open} title={t('fastPayment.title')} onClose={close} footer={footer} width={480} mobilePlacement="bottom">
      <p>{t('fastPayment.promptText')}</p>
    </ResponsiveModal>
  );
});
