import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import type { RegisterFormStore } from '../stores/register-form-store';
import { RegisterTextField } from './register-text-field';

/** The agent or recommend code: read-only when a link or an agent domain sets it, with a note saying so. */
export const IntroducerField = observer(function IntroducerField({ form }: { form: RegisterFormStore }) {
  const { t } = useTranslation(NS);
  const { introducer } = form;
  let note: string | null = null;
  if (introducer.locked)
    note = introducer.source === 'agentDomain' ? t('register.introducer.fromDomain') : t('register.introducer.fromLink');
  else if (introducer.refusedLink) note = t('register.introducer.refused');

  return (
    <>
      <RegisterTextField form={form} field="introducer" disabled={introducer.locked} placeholder={t('register.hints.introducer')} />
      {note && (
        <p className="register-note" data-testid="register-introducer-note">
          {note}
        </p>
      )}
    </>
  );
});
