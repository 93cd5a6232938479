import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { formMessageText } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { BIRTH_MONTHS, birthDays, birthYears } from '../lib/birthday';
import { BIRTHDAY_PARTS, type BirthdayPart, type RegisterFormStore } from '../stores/register-form-store';

export const BIRTHDAY_ERROR_ID = 'register-birthday-error';

/**
 * The birthday as year, month and day choices (§5: all three or none). antd's Select on desktop;
 * on phones a native select, which the phone shows as its own wheel. Leaving the group judges it.
 */
export const BirthdayField = observer(function BirthdayField({ form }: { form: RegisterFormStore }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const years = useMemo(() => birthYears(), []);
  const { birthYear, birthMonth } = form.values;
  const choices: Record<BirthdayPart, string[]> = {
    birthYear: years,
    birthMonth: [...BIRTH_MONTHS],
    birthDay: birthDays(birthYear, birthMonth),
  };
  const error = formMessageText(t, form.birthdayError);
  const required = form.isRequired('birthYear');

  const select = (part: BirthdayPart) => {
    const id = `register-${part}`;
    const label = t(`register.fields.${part}`);
    const value = form.values[part];
    const aria = {
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? BIRTHDAY_ERROR_ID : undefined,
      'aria-required': required || undefined,
    };
    if (ui.isDesktop) {
      return (
        <ui.desktop.Select
          key={part}
          id={id}
          aria-label={label}
          {...aria}
          value={value || undefined}
          placeholder={label}
          allowClear
          showSearch
          virtual={false}
          status={error ? 'error' : undefined}
          options={choices[part].map((choice) => ({ value: choice, label: choice }))}
          onChange={(next: string | undefined) => form.setBirthday(part, next ?? '')}
        />
      );
    }
    return (
      <select
        key={part}
        id={id}
        aria-label={label}
        {...aria}
        className="register-select"
        value={value}
        onChange={(event) => form.setBirthday(part, event.target.value)}
      >
        <option value="">{label}</option>
        {choices[part].map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  };

  return (
    <div
      role="group"
      aria-labelledby="register-birthday-label"
      className={`form-field form-field--${ui.isDesktop ? 'desktop' : 'mobile'}${error ? ' form-field--error' : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) form.validateBirthday();
      }}
    >
      <span id="register-birthday-label" className={`form-field__label${required ? ' form-field__label--required' : ''}`}>
        {t('register.fields.birthday')}
      </span>
      <div className="register-birthday">{BIRTHDAY_PARTS.map(select)}</div>
      {error && (
        <div id={BIRTHDAY_ERROR_ID} className="form-field__error">
          {error}
        </div>
      )}
    </div>
  );
});
