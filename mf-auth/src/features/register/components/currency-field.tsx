import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import type { RegisterFormStore } from '../stores/register-form-store';

const ID = 'register-memberCurrency';

/**
 * The register currency, chosen from the site's currencies when it has more than one and no link
 * or agent domain fixes it (docs/auth.md "Register currency"): antd's Select on desktop, a native
 * select on phones (the phone's own wheel), as the birthday does.
 */
export const CurrencyField = observer(function CurrencyField({ form }: { form: RegisterFormStore }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const { choices } = form.introducer;
  const label = t('register.fields.memberCurrency');
  const options = choices.map((code) => ({ value: code, label: code }));
  return (
    <div className={`form-field form-field--${ui.isDesktop ? 'desktop' : 'mobile'}`}>
      <label htmlFor={ID} className="form-field__label">
        {label}
      </label>
      {ui.isDesktop ? (
        <ui.desktop.Select
          id={ID}
          value={form.currency}
          virtual={false}
          options={options}
          onChange={(next: string) => form.introducer.chooseCurrency(next)}
        />
      ) : (
        <select
          id={ID}
          className="register-select"
          value={form.currency}
          onChange={(event) => form.introducer.chooseCurrency(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
});
