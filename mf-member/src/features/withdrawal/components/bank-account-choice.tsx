import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import type { BankAccountData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface BankAccountChoiceProps {
  accounts: BankAccountData[];
  value: number | null;
  onChange: (id: number) => void;
}

/** The bound bank accounts a withdrawal may go to, as one radio group. */
export const BankAccountChoice = observer(function BankAccountChoice({ accounts, value, onChange }: BankAccountChoiceProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const label = (a: BankAccountData) =>
    t('withdrawal.accountOption', { bank: a.bank_name, number: a.account_number, name: a.account_name });
  return (
    <div role="radiogroup" aria-label={t('withdrawal.account')} className="money-field">
      <div className="money-field__label">{t('withdrawal.account')}</div>
      {ui.isDesktop ? (
        <ui.desktop.Radio.Group value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {accounts.map((a) => (
            <ui.desktop.Radio key={a.id} value={a.id}>
              {label(a)}
            </ui.desktop.Radio>
          ))}
        </ui.desktop.Radio.Group>
      ) : (
        <ui.mobile.Radio.Group value={value} onChange={(id) => onChange(Number(id))}>
          <div className="money-methods money-methods--mobile">
            {accounts.map((a) => (
              <ui.mobile.Radio key={a.id} value={a.id}>
                {label(a)}
              </ui.mobile.Radio>
            ))}
          </div>
        </ui.mobile.Radio.Group>
      )}
    </div>
  );
});
