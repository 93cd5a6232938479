import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, useStores } from '@casino/mf-shared';
import { CONTACT_FIELDS, type RegisterField } from '@casino/contracts/register-rules';
import { CaptchaAddon } from '@casino/mf-shared/captcha';
import { FormAlert, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { useFieldAria } from '../lib/use-field-aria';
import { useRegisterBackground } from '../lib/use-register-background';
import { BIRTHDAY_PARTS, RegisterFormStore } from '../stores/register-form-store';
import { AGREEMENT_ERROR_ID, AgreementField } from './agreement-field';
import { BIRTHDAY_ERROR_ID, BirthdayField } from './birthday-field';
import { CurrencyField } from './currency-field';
import { IntroducerField } from './introducer-field';
import { PhoneCodeField } from './phone-code-field';
import { RegisterTextField } from './register-text-field';
import './register-form.css';

const CONTACTS = [...(Object.keys(CONTACT_FIELDS) as (keyof typeof CONTACT_FIELDS)[]), 'memberOthers'] as const;

/**
 * The register tab (member-and-account.md §3, §4, §5, §8): the fields the register settings of the
 * currency show, the introducer and currency a link or an agent domain fixes, the SMS code, the
 * captcha and the agreement. Success logs the new member in; the modal closes on the session.
 */
export const RegisterForm = observer(function RegisterForm({ onRegistered }: { onRegistered?: () => void } = {}) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [form] = useState(() => new RegisterFormStore(root, onRegistered ? { onRegistered } : {}));

  useEffect(() => {
    void form.load();
    return () => form.dispose();
  }, [form]);

  // After a refused submit (or a refused SMS), the first field in error takes the focus.
  useEffect(() => {
    if (form.focus) document.getElementById(`register-${form.focus.field}`)?.focus();
  }, [form.focus]);

  // FormField ties its own messages; the birthday choices and the agreement box are not FormFields.
  useFieldAria([
    ...BIRTHDAY_PARTS.map((field) => ({ id: `register-${field}`, errorId: form.birthdayError ? BIRTHDAY_ERROR_ID : null })),
    { id: 'register-agreed', errorId: form.errors.agreed ? AGREEMENT_ERROR_ID : null },
  ]);
  const background = useRegisterBackground();

  if (form.state === 'loading') {
    return (
      <div role="status" className="register-state">
        {t('register.loading')}
      </div>
    );
  }
  if (form.state === 'failed') {
    return <LoadFailure notFound={false} texts={{ failed: t('register.loadFailed') }} onRetry={() => void form.load()} />;
  }

  const shown = (field: RegisterField) => form.isShown(field);
  const { introducer } = form;
  const currencyNote =
    introducer.source === 'agentDomain'
      ? t('register.currencyFromDomain')
      : introducer.source === 'link'
        ? t('register.currencyFromLink')
        : null;
  const phoneHint =
    form.currency === 'VND' || root.site.config.flags.tenDigitPhone ? t('register.hints.phoneTen') : t('register.hints.phone');

  return (
    <div className={background ? 'register-form register-form--background' : 'register-form'}>
      {background && <img className="register-form__background" src={background} alt="" aria-hidden="true" decoding="async" />}
      <form
        noValidate
        aria-label={t('register.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <p className="form-note">{t('register.requiredLegend')}</p>
        <RegisterTextField form={form} field="memberAccount" autoComplete="username" placeholder={t('register.hints.memberAccount')} />
        <RegisterTextField
          form={form}
          field="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('register.hints.password')}
        />
        {shown('checkPassword') && <RegisterTextField form={form} field="checkPassword" type="password" autoComplete="new-password" />}
        {introducer.choices.length > 1 && <CurrencyField form={form} />}
        <p className="form-note" data-testid="register-currency">
          {t('register.currency', { currency: form.currency })}
          {currencyNote && ` · ${currencyNote}`}
        </p>
        {shown('memberName') && (
          <RegisterTextField
            form={form}
            field="memberName"
            autoComplete="name"
            placeholder={form.currency === 'RMB' ? t('register.hints.nameChinese') : undefined}
          />
        )}
        {shown('memberEmail') && <RegisterTextField form={form} field="memberEmail" type="email" autoComplete="email" />}
        {shown('birthYear') && <BirthdayField form={form} />}
        {shown('memberPhone') && (
          <RegisterTextField form={form} field="memberPhone" type="tel" autoComplete="tel" placeholder={phoneHint} />
        )}
        {shown('phoneVerify') && <PhoneCodeField form={form} />}
        {CONTACTS.filter(shown).map((field) => (
          <RegisterTextField key={field} form={form} field={field} placeholder={t('register.hints.contact')} />
        ))}
        {shown('identityId') && <RegisterTextField form={form} field="identityId" />}
        {shown('withdrawPassword') && (
          <RegisterTextField
            form={form}
            field="withdrawPassword"
            type="password"
            autoComplete="new-password"
            maxLength={4}
            placeholder={t('register.hints.withdrawPassword')}
          />
        )}
        <IntroducerField form={form} />
        {shown('captcha') && (
          <RegisterTextField
            form={form}
            field="captcha"
            maxLength={8}
            placeholder={form.captcha.placeholder ?? t('register.hints.captcha')}
            addon={<CaptchaAddon captcha={form.captcha} />}
          />
        )}
        <AgreementField form={form} />
        <FormAlert ns={NS} message={form.formError} />
        <SubmitButton loading={form.submitting}>{t('register.submit')}</SubmitButton>
      </form>
    </div>
  );
});
