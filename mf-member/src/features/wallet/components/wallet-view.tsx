import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, useAsyncResource, useStores, useUiKit } from '@casino/mf-shared';
import { FormAlert, formMessageText } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { postCashSurplus } from '../api/post-cash-surplus';
import { TransferBackStore } from '../stores/transfer-back-store';
import { LOCK_MESSAGE_KEYS } from '../lib/transfer-back-lock';
import './wallet.css';

/**
 * My wallet (member-and-account.md §3, §4): the main wallet, the cash at each provider and the
 * one-key transfer back. The main wallet is the header's balance (the same WalletStore); all_transfer_back
 * and the page's own transfers read my_cash again, member.cash moves the main wallet.
 */
export const WalletView = observer(function WalletView() {
  const root = useStores();
  const { wallet, session, site, locale, bus } = root;
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [transfer] = useState(() => new TransferBackStore(root));
  const [surplus] = useAsyncResource(() => postCashSurplus(root.api, site.siteId, session.currency ?? site.currency), [session.currency]);

  useEffect(() => {
    void wallet.refresh();
    const off = bus.on('realtime:transfer-back-done', () => void wallet.refresh());
    return () => {
      off();
      transfer.dispose();
    };
  }, [wallet, bus, transfer]);

  const currency = session.currency ?? site.currency;
  const money = (amount: number) => formatMoney(amount, currency, locale.locale);
  const inGames = wallet.entries.reduce((sum, entry) => sum + entry.cash, 0);
  const lock = transfer.lock;
  const label = transfer.running
    ? t('wallet.running')
    : lock.locked && lock.reason === 'cooldown'
      ? t('wallet.cooldown', { seconds: lock.seconds })
      : t('wallet.transferBack');
  const hint = lock.locked && lock.reason !== 'cooldown' && lock.reason !== 'running' ? t(LOCK_MESSAGE_KEYS[lock.reason]) : null;
  const onClick = () => void transfer.run();
  // No kit "loading" spinner: antd keeps its icon (named "loading") through the exit motion, and the
  // label already says "Transferring back…" then the cooldown.
  const known = wallet.balance !== null;

  return (
    <section className="wallet" aria-label={t('wallet.title')}>
      {known ? (
        <dl className="wallet__summary">
          <div className="wallet__figure">
            <dt>{t('wallet.main')}</dt>
            <dd data-testid="wallet-main">{money(wallet.balance ?? 0)}</dd>
          </div>
          <div className="wallet__figure">
            <dt>{t('wallet.inGames')}</dt>
            <dd data-testid="wallet-in-games">{money(inGames)}</dd>
          </div>
          <div className="wallet__figure">
            <dt>{t('wallet.total')}</dt>
            <dd>{money((wallet.balance ?? 0) + inGames)}</dd>
          </div>
        </dl>
      ) : null}
      <div className="wallet__actions">
        {ui.isDesktop ? (
          <ui.desktop.Button type="primary" onClick={onClick} disabled={lock.locked}>
            {label}
          </ui.desktop.Button>
        ) : (
          <ui.mobile.Button color="primary" onClick={onClick} disabled={lock.locked}>
            {label}
          </ui.mobile.Button>
        )}
        {hint ? (
          <span className="wallet__hint" role="status">
            {hint}
          </span>
        ) : null}
      </div>
      {transfer.succeeded && transfer.message ? (
        <p role="status" className="wallet__done">
          {formMessageText(t, transfer.message)}
        </p>
      ) : (
        <FormAlert ns={NS} message={transfer.message} />
      )}
      {surplus.status === 'loaded' && surplus.data ? <p className="wallet__note">{t('wallet.surplus')}</p> : null}
      <h3>{t('wallet.providers')}</h3>
      <ListState
        status={wallet.failed && !known ? 'failed' : !known ? 'loading' : 'loaded'}
        empty={wallet.entries.length === 0}
        texts={{ empty: t('wallet.empty'), failed: t('wallet.loadFailed') }}
        onRetry={() => void wallet.refresh()}
      />
      {wallet.entries.length > 0 ? (
        <ul className="wallet__providers" aria-label={t('wallet.providers')}>
          {wallet.entries.map((entry) => (
            <li key={entry.gpId} className={`wallet__provider${entry.isLight ? '' : ' wallet__provider--dark'}`}>
              {entry.iconDark ? <img src={entry.iconDark} alt="" /> : null}
              <span>
                <span className="wallet__provider-name">{entry.gpName}</span>
                <span>{money(entry.cash)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
