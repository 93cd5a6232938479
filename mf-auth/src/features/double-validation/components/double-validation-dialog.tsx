import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import type { DoubleValidationChallenge } from '@casino/contracts';
import { CaptchaAddon } from '@casino/mf-shared/captcha';
import { FormAlert, FormField, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { DoubleValidationStore, type RequestOrigin } from '../stores/double-validation-store';

interface DoubleValidationDialogProps {
  challenge: DoubleValidationChallenge;
  origin: RequestOrigin;
  onClose: () => void;
  onLoggedIn: () => void;
}

/** A login answered with `double_validation`: the member answers a question (and a captcha) to get in. */
export const DoubleValidationDialog = observer(function DoubleValidationDialog({
  challenge,
  origin,
  onClose,
  onLoggedIn,
}: DoubleValidationDialogProps) {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new DoubleValidationStore(root, challenge, origin));
  useEffect(() => {
    void store.captcha.refresh();
    return () => store.dispose();
  }, [store]);

  return (
    <ResponsiveModal open title={t('doubleValidation.title')} onClose={onClose} width={440} mobilePlacement="bottom">
      <DoubleValidationForm store={store} onLoggedIn={onLoggedIn} />
    </ResponsiveModal>
  );
});

const DoubleValidationForm = observer(function DoubleValidationForm({
  store,
  onLoggedIn,
}: {
  store: DoubleValidationStore;
  onLoggedIn: () => void;
}) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const skipLabel = t('doubleValidation.skip', { left: store.skipsLeft });
  const canSkip = store.skipsLeft > 0;

  return (
    <form
      noValidate
      aria-label={t('doubleValidation.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit().then((ok) => ok && onLoggedIn());
      }}
    >
      <p className="form-note" role="note">
        {t('doubleValidation.intro')}
      </p>
      <p className="double-validation__question" aria-live="polite">
        <strong>{t('doubleValidation.question')}</strong> <span data-testid="double-validation-question">{store.question}</span>
      </p>
      <FormField
        id="double-validation-answer"
        label={t('doubleValidation.answer')}
        placeholder={t('doubleValidation.answerPlaceholder')}
        autoComplete="off"
        value={store.answer}
        onChange={(value) => store.setAnswer(value)}
        error={store.errors.answer ? t(store.errors.answer) : undefined}
      />
      <FormField
        id="double-validation-captcha"
        label={t('login.captcha')}
        placeholder={store.captcha.placeholder ?? t('ph_account_verify_code')}
        autoComplete="off"
        maxLength={8}
        value={store.captchaAnswer}
        onChange={(value) => store.setCaptchaAnswer(value)}
        error={store.errors.captcha ? t(store.errors.captcha) : undefined}
        addon={<CaptchaAddon captcha={store.captcha} />}
      />
      <FormAlert ns={NS} message={store.formError} />
      <div className="dialog-actions">
        {ui.isDesktop ? (
          <ui.desktop.Button onClick={() => void store.skip()} disabled={!canSkip} loading={store.skipping}>
            {skipLabel}
          </ui.desktop.Button>
        ) : (
          <ui.mobile.Button onClick={() => void store.skip()} disabled={!canSkip} loading={store.skipping}>
            {skipLabel}
          </ui.mobile.Button>
        )}
        <SubmitButton block={false} loading={store.submitting}>
          {t('doubleValidation.submit')}
        </SubmitButton>
      </div>
    </form>
  );
});
