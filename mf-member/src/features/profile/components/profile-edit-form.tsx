import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiKit, type RootStore } from '@casino/mf-shared';
import type { MemberProfile } from '@casino/contracts';
import type { ProfileFieldRule } from '@casino/contracts/profile-rules';
import { FormAlert, FormField, SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { ProfileEditStore, type ProfileMessage } from '../stores/profile-edit-store';

interface Props {
  root: RootStore;
  profile: MemberProfile;
  rules: readonly ProfileFieldRule[];
  onSaved: (profile: MemberProfile) => void;
}

/** The editor of the is_member_center fields, with the SMS check of a new phone. */
export const ProfileEditForm = observer(function ProfileEditForm({ root, profile, rules, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const ui = useUiKit();
  const [store] = useState(() => new ProfileEditStore(root, profile, rules, onSaved));
  useEffect(() => () => store.dispose(), [store]);
  const text = (message: ProfileMessage | undefined) => (message ? ('text' in message ? message.text : t(message.key)) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const smsLabel = store.smsCountdown.running ? t('profile.smsWait', { seconds: store.smsCountdown.remaining }) : t('profile.sendSms');
  const smsButton = ui.isDesktop ? (
    <ui.desktop.Button onClick={() => void store.sendSms()} disabled={store.smsCountdown.running} loading={store.sendingSms}>
      {smsLabel}
    </ui.desktop.Button>
  ) : (
    <ui.mobile.Button size="small" onClick={() => void store.sendSms()} disabled={store.smsCountdown.running} loading={store.sendingSms}>
      {smsLabel}
    </ui.mobile.Button>
  );

  return (
    <section aria-labelledby="profile-edit-title">
      <h3 id="profile-edit-title">{t('profile.editTitle')}</h3>
      <form className="profile__form" aria-labelledby="profile-edit-title" onSubmit={submit} noValidate>
        {rules.map((rule) => (
          <div key={rule.field}>
            <FormField
              id={`profile-${rule.field}`}
              label={t(`profile.fields.${rule.field === 'identity_id' ? 'new_identity_id' : rule.field}`)}
              value={store.values[rule.field] ?? ''}
              onChange={(value) => store.set(rule.field, value)}
              onBlur={() => store.blur(rule.field)}
              error={text(store.errors[rule.field])}
              type={rule.field === 'member_email' ? 'email' : rule.field === 'member_phone' ? 'tel' : 'text'}
              placeholder={rule.field === 'member_birthday' ? t('profile.birthdayPlaceholder') : undefined}
              addon={rule.field === 'member_phone' && store.needsPhoneCode ? smsButton : undefined}
            />
            {rule.field === 'member_phone' && store.needsPhoneCode && (
              <FormField
                id="profile-phone-verify"
                label={t('profile.phoneCode')}
                value={store.phoneCode}
                onChange={(value) => store.setPhoneCode(value)}
                error={text(store.errors.phone_verify)}
                maxLength={6}
                placeholder={store.smsSent ? t('profile.smsSent') : undefined}
              />
            )}
          </div>
        ))}
        <FormAlert ns={NS} message={store.formMessage} />
        {store.saved && (
          <p role="status" className="profile__saved">
            {t('profile.saved')}
          </p>
        )}
        <SubmitButton loading={store.submitting}>{t('profile.save')}</SubmitButton>
      </form>
    </section>
  );
});
