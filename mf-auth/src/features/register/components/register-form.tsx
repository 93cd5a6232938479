import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { RegisterFormStore, type RegisterFrameField } from '../stores/register-form-store';

/**
 * The register tab's frame: the fields of §3 that every site shows, with the §5 rules for the
 * account and the password. Which other fields show, and sending the form, arrive with the
 * register issue: the note says so and the submit button stays disabled.
 */
export const RegisterForm = observer(function RegisterForm() {
  const { site } = useStores();
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const [form] = useState(() => new RegisterFormStore());
  const desktop = ui.isDesktop;

  const field = (
    name: RegisterFrameField,
    options: { type?: 'text' | 'password' | 'email' | 'tel'; autoComplete?: string; placeholder?: string } = {},
  ) => {
    const key = form.errors[name];
    return (
      <FormField
        id={`register-${name}`}
        label={t(`register.fields.${name}`)}
        value={form.values[name]}
        onChange={(value) => form.setValue(name, value)}
        onBlur={() => form.validateField(name)}
        error={key ? t(key) : undefined}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete ?? 'off'}
        placeholder={options.placeholder}
      />
    );
  };

  const note = t('register.pending');
  return (
    <form noValidate aria-label={t('register.formLabel')} onSubmit={(event) => event.preventDefault()}>
      <div role="note" className="form-note">
        {desktop ? <ui.desktop.Alert type="info" showIcon title={note} /> : <ui.mobile.NoticeBar content={note} color="info" wrap />}
      </div>
      {field('memberAccount', { autoComplete: 'username', placeholder: t('register.hints.account') })}
      {field('password', { type: 'password', autoComplete: 'new-password', placeholder: t('register.hints.password') })}
      {field('checkPassword', { type: 'password', autoComplete: 'new-password' })}
      <p className="form-note">{t('register.currency', { currency: site.currency })}</p>
      {field('memberName', { autoComplete: 'name' })}
      {field('memberEmail', { type: 'email', autoComplete: 'email' })}
      {field('memberPhone', { type: 'tel', autoComplete: 'tel' })}
      {field('introducer')}
      <div className="form-choice">
        {desktop ? (
          <ui.desktop.Checkbox checked={form.agreed} onChange={(event) => form.setAgreed(event.target.checked)}>
            {t('register.agreement')}
          </ui.desktop.Checkbox>
        ) : (
          <ui.mobile.Checkbox checked={form.agreed} onChange={(checked) => form.setAgreed(checked)}>
            {t('register.agreement')}
          </ui.mobile.Checkbox>
        )}
      </div>
      {desktop ? (
        <ui.desktop.Button type="primary" htmlType="submit" block size="large" disabled>
          {t('register.submit')}
        </ui.desktop.Button>
      ) : (
        <ui.mobile.Button type="submit" color="primary" block size="large" disabled>
          {t('register.submit')}
        </ui.mobile.Button>
      )}
    </form>
  );
});
