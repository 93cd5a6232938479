import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import type { DeviceVerifyChallenge } from '@casino/contracts';
import { FormAlert, FormField, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { VERIFY_CODE_LENGTH } from '../lib/verify-code';
import { DeviceVerifyStore } from '../stores/device-verify-store';

interface DeviceVerifyDialogProps {
  challenge: DeviceVerifyChallenge;
  onClose: () => void;
  onLoggedIn: () => void;
}

/** Login code 107: the login comes from a new device; the code sent to the member's phone or email finishes it. */
export const DeviceVerifyDialog = observer(function DeviceVerifyDialog({ challenge, onClose, onLoggedIn }: DeviceVerifyDialogProps) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new DeviceVerifyStore(root, challenge));
  useEffect(() => () => store.dispose(), [store]);

  return (
    <ResponsiveModal open title={t('deviceVerify.title')} onClose={onClose} width={420} mobilePlacement="bottom">
      <DeviceVerifyForm store={store} onLoggedIn={onLoggedIn} />
    </ResponsiveModal>
  );
});

const DeviceVerifyForm = observer(function DeviceVerifyForm({ store, onLoggedIn }: { store: DeviceVerifyStore; onLoggedIn: () => void }) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const { challenge, countdown } = store;
  const resendLabel = countdown.running ? t('deviceVerify.resendIn', { seconds: countdown.remaining }) : t('deviceVerify.resend');

  return (
    <form
      noValidate
      aria-label={t('deviceVerify.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit().then((ok) => ok && onLoggedIn());
      }}
    >
      <p className="form-note" role="note">
        {t(challenge.method === 'email' ? 'deviceVerify.sentEmail' : 'deviceVerify.sentPhone', { contact: challenge.masked_contact })}
      </p>
      <FormField
        id="device-verify-code"
        label={t('deviceVerify.code')}
        placeholder={t('deviceVerify.codePlaceholder')}
        autoComplete="one-time-code"
        maxLength={VERIFY_CODE_LENGTH}
        value={store.code}
        onChange={(value) => store.setCode(value)}
        error={store.codeError ? t(store.codeError) : undefined}
        addon={
          ui.isDesktop ? (
            <ui.desktop.Button onClick={() => void store.resend()} disabled={countdown.running} loading={store.sending}>
              {resendLabel}
            </ui.desktop.Button>
          ) : (
            <ui.mobile.Button size="small" onClick={() => void store.resend()} disabled={countdown.running} loading={store.sending}>
              {resendLabel}
            </ui.mobile.Button>
          )
        }
      />
      {store.notice && (
        <p role="status" className="form-note">
          {t(store.notice)}
        </p>
      )}
      <FormAlert ns={NS} message={store.formError} />
      <SubmitButton loading={store.submitting}>{t('deviceVerify.submit')}</SubmitButton>
    </form>
  );
});
