import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import type { BankData } from '@casino/contracts';
import { formMessageText, type FormMessage } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';

interface BankPickerProps {
  banks: BankData[];
  value: string;
  onChange: (code: string) => void;
  error: FormMessage | undefined;
}

/** The banks of the member's currency as one radio group. */
export const BankPicker = observer(function BankPicker({ banks, value, onChange, error }: BankPickerProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const text = formMessageText(t, error);
  return (
    <div
      role="radiogroup"
      aria-label={t('bankAccount.bank')}
      aria-describedby={text ? 'bank-picker-error' : undefined}
      className="money-field"
    >
      <div className="money-field__label">{t('bankAccount.bank')}</div>
      {ui.isDesktop ? (
        <ui.desktop.Radio.Group value={value} onChange={(event) => onChange(String(event.target.value))}>
          {banks.map((b) => (
            <ui.desktop.Radio key={b.bank_code} value={b.bank_code}>
              {b.bank_name}
            </ui.desktop.Radio>
          ))}
        </ui.desktop.Radio.Group>
      ) : (
        <ui.mobile.Radio.Group value={value} onChange={(code) => onChange(String(code))}>
          <div className="money-methods money-methods--mobile">
            {banks.map((b) => (
              <ui.mobile.Radio key={b.bank_code} value={b.bank_code}>
                {b.bank_name}
              </ui.mobile.Radio>
            ))}
          </div>
        </ui.mobile.Radio.Group>
      )}
      {text && (
        <div id="bank-picker-error" className="form-field__error">
          {text}
        </div>
      )}
    </div>
  );
});
