import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { FormField, formMessageText, type FormMessage } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';

interface AmountEntryProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  quickAmounts: number[];
  onPick: (amount: number) => void;
  error: FormMessage | null;
  format: (amount: number) => string;
  placeholder?: string;
}

/** The amount field with its one-tap amounts. */
export const AmountEntry = observer(function AmountEntry({
  id,
  value,
  onChange,
  quickAmounts,
  onPick,
  error,
  format,
  placeholder,
}: AmountEntryProps) {
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  return (
    <div className="money-amount">
      {quickAmounts.length > 0 && (
        <div className="money-amount__quick" role="group" aria-label={t('deposit.quickAmounts')}>
          {quickAmounts.map((amount) =>
            ui.isDesktop ? (
              <ui.desktop.Button key={amount} onClick={() => onPick(amount)} aria-pressed={value === String(amount)}>
                {format(amount)}
              </ui.desktop.Button>
            ) : (
              <ui.mobile.Button key={amount} size="small" onClick={() => onPick(amount)} aria-pressed={value === String(amount)}>
                {format(amount)}
              </ui.mobile.Button>
            ),
          )}
        </div>
      )}
      <FormField
        id={id}
        label={t('money.amountLabel')}
        value={value}
        onChange={onChange}
        error={formMessageText(t, error)}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={16}
      />
    </div>
  );
});
