import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import type { RegisterFormStore } from '../stores/register-form-store';
import { RegisterTextField } from './register-text-field';

/** The SMS code: its 6 digits, and "Send code", which then counts down the 300 s before another. */
export const PhoneCodeField = observer(function PhoneCodeField({ form }: { form: RegisterFormStore }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const { phoneCode } = form;
  const remaining = phoneCode.countdown.remaining;
  const label = remaining > 0 ? t('register.sms.resendIn', { seconds: remaining }) : t('register.sms.send');
  const send = () => void form.sendPhoneCode();
  const button = ui.isDesktop ? (
    <ui.desktop.Button onClick={send} disabled={!phoneCode.canSend} loading={phoneCode.sending}>
      {label}
    </ui.desktop.Button>
  ) : (
    <ui.mobile.Button size="small" onClick={send} disabled={!phoneCode.canSend} loading={phoneCode.sending}>
      {label}
    </ui.mobile.Button>
  );

  return (
    <>
      <RegisterTextField
        form={form}
        field="phoneVerify"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('register.hints.phoneVerify')}
        addon={button}
      />
      {phoneCode.sentTo && (
        <p role="status" className="register-note">
          {t('register.sms.sent', { phone: phoneCode.sentTo })}
        </p>
      )}
    </>
  );
});
