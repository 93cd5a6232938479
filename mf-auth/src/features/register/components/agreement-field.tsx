import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml, useUiKit } from '@casino/mf-shared';
import { formMessageText } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import type { RegisterFormStore } from '../stores/register-form-store';

export const AGREEMENT_ERROR_ID = 'register-agreed-error';
const TEXT_ID = 'register-agreement-text';

/**
 * The agreement: the box to tick (§5) and, on demand, its text from
 * /arks/web/register-settings/service-agreement in a collapsible area (never raw HTML: SafeHtml).
 */
export const AgreementField = observer(function AgreementField({ form }: { form: RegisterFormStore }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const error = formMessageText(t, form.errors.agreed);
  const aria = { 'aria-invalid': Boolean(error), 'aria-describedby': error ? AGREEMENT_ERROR_ID : undefined };
  const label = t('register.agreement.accept');

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) void form.loadAgreement();
  };

  let text;
  if (form.agreementState === 'loaded' && form.agreement) {
    text = (
      <>
        {form.agreement.title && <h3>{form.agreement.title}</h3>}
        <SafeHtml html={form.agreement.content} />
      </>
    );
  } else if (form.agreementState === 'failed') {
    text = (
      <p role="alert">
        {t('register.agreement.failed')}{' '}
        <button type="button" className="register-agreement__toggle" onClick={() => void form.loadAgreement()}>
          {t('register.agreement.retry')}
        </button>
      </p>
    );
  } else {
    text = <p role="status">{t('register.agreement.loading')}</p>;
  }

  return (
    <div className={`form-choice${error ? ' form-field--error' : ''}`}>
      {ui.isDesktop ? (
        <ui.desktop.Checkbox
          id="register-agreed"
          {...aria}
          checked={form.values.agreed}
          onChange={(event) => form.setAgreed(event.target.checked)}
        >
          {label}
        </ui.desktop.Checkbox>
      ) : (
        <ui.mobile.Checkbox id="register-agreed" checked={form.values.agreed} onChange={(checked) => form.setAgreed(checked)}>
          {label}
        </ui.mobile.Checkbox>
      )}{' '}
      <button type="button" className="register-agreement__toggle" aria-expanded={open} aria-controls={TEXT_ID} onClick={toggle}>
        {open ? t('register.agreement.hide') : t('register.agreement.show')}
      </button>
      {open && (
        <section id={TEXT_ID} className="register-agreement" aria-label={form.agreement?.title || t('register.agreement.title')}>
          {text}
        </section>
      )}
      {error && (
        <div id={AGREEMENT_ERROR_ID} className="form-field__error">
          {error}
        </div>
      )}
    </div>
  );
});
