import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import type { DepositMethodData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface MethodPickerProps {
  methods: DepositMethodData[];
  value: number | null;
  onChange: (id: number) => void;
  format: (amount: number) => string;
}

/** The deposit methods as one radio group, each with its limits. */
export const MethodPicker = observer(function MethodPicker({ methods, value, onChange, format }: MethodPickerProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const label = (m: DepositMethodData) => (
    <span className="money-method">
      <span className="money-method__name">{m.name}</span>
      {/* a space between the name and the limits: without it the radio's name reads "Bank transferRMB 100.00" */}{' '}
      <span className="money-method__limits">{t('deposit.limits', { min: format(m.min_amount), max: format(m.max_amount) })}</span>
    </span>
  );
  return (
    <div role="radiogroup" aria-label={t('deposit.method')} className="money-field">
      <div className="money-field__label">{t('deposit.method')}</div>
      {ui.isDesktop ? (
        <ui.desktop.Radio.Group value={value} onChange={(event) => onChange(Number(event.target.value))} className="money-methods">
          {methods.map((m) => (
            <ui.desktop.Radio key={m.id} value={m.id}>
              {label(m)}
            </ui.desktop.Radio>
          ))}
        </ui.desktop.Radio.Group>
      ) : (
        <ui.mobile.Radio.Group value={value} onChange={(id) => onChange(Number(id))}>
          <div className="money-methods money-methods--mobile">
            {methods.map((m) => (
              <ui.mobile.Radio key={m.id} value={m.id}>
                {label(m)}
              </ui.mobile.Radio>
            ))}
          </div>
        </ui.mobile.Radio.Group>
      )}
    </div>
  );
});
