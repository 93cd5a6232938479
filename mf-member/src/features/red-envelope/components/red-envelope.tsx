import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ResponsiveModal, formatMoney, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { formatCountdown } from '../lib/zoned-time';
import { RedEnvelopeStore } from '../stores/red-envelope-store';
import './red-envelope.css';

/**
 * Site-wide (in the member host): the red envelope on offer with its countdown and an Open button,
 * then the cash received in a dialog. Closing the dialog refreshes the member layout and the wallet.
 */
export const RedEnvelope = observer(function RedEnvelope() {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new RedEnvelopeStore(root));
  const memberId = root.session.memberId;

  useEffect(() => (memberId ? store.start() : undefined), [store, memberId]);

  const { envelope, claimed } = store;
  const currency = root.session.currency ?? root.site.currency;
  const close = () => store.closeClaimed();
  const open = () => void store.claim();
  return (
    <>
      {envelope ? (
        <aside className="red-envelope" aria-label={t('redEnvelope.label')}>
          <p className="red-envelope__title">{envelope.title || t('redEnvelope.label')}</p>
          <span className="red-envelope__timer" role="timer" aria-label={t('redEnvelope.endsIn')}>
            {formatCountdown(store.seconds)}
          </span>
          {ui.isDesktop ? (
            <ui.desktop.Button onClick={open} loading={store.claiming}>
              {t('redEnvelope.open')}
            </ui.desktop.Button>
          ) : (
            <ui.mobile.Button size="small" onClick={open} loading={store.claiming}>
              {t('redEnvelope.open')}
            </ui.mobile.Button>
          )}
        </aside>
      ) : null}
      <ResponsiveModal
        open={claimed !== null}
        title={t('redEnvelope.claimedTitle')}
        onClose={close}
        width={400}
        headerClose={false}
        footer={<ActionButton onClick={close}>{t('redEnvelope.close')}</ActionButton>}
      >
        <p>{t('redEnvelope.claimedText')}</p>
        <p className="red-envelope__cash">{claimed !== null ? formatMoney(claimed, currency, root.locale.locale) : null}</p>
      </ResponsiveModal>
    </>
  );
});
