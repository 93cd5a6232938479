import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulletinPopup, LocaleLink, formatMoney, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { DepositStore } from '../stores/deposit-store';
import { DepositForm } from './deposit-form';

/**
 * The member's deposit (/user/Deposit and /Deposit): the balance, the form, and the deposit
 * page's pop-up bulletins (display location 3, shown whenever the list is non-empty). A member
 * the site asks to bind a bank account first is sent to BindAccount instead of the form.
 */
export const DepositView = observer(function DepositView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new DepositStore(root));
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (root.wallet.balance === null) void root.wallet.refresh();
  }, [root.wallet]);
  const balance = root.wallet.balance;
  return (
    <div className="money-page">
      <p className="money-balance" data-testid="money-balance">
        {t('money.balance', { balance: balance === null ? '—' : formatMoney(balance, store.currency, root.locale.locale) })}
      </p>
      {root.member.layout?.needBankAccountVerified ? (
        <div role="note" className="money-note">
          <p>{t('deposit.bindFirst')}</p>
          <LocaleLink to="/user/BindAccount">{t('bankNotice.bind')}</LocaleLink>
        </div>
      ) : (
        <DepositForm store={store} />
      )}
      <BulletinPopup location={3} onDepositPage />
    </div>
  );
});
