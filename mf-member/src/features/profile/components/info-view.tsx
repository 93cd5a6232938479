import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, useAsyncResource, useStores, createDateFormat } from '@casino/mf-shared';
import type { MemberProfile } from '@casino/contracts';
import { profileEditRules } from '@casino/contracts/profile-rules';
import { NS } from '../../../app/namespace';
import { getMemberInfo, getProfile, getRegisterSettings } from '../api/profile-api';
import { SHOWN_FIELDS } from '../lib/profile-fields';
import { ProfileEditForm } from './profile-edit-form';
import './profile.css';

/**
 * /user/Info: the member's profile (every §3 field of POST /member/profile) and member info
 * (POST /member_info), read again on profile.updated; below them the editor of the fields the
 * register settings mark is_member_center.
 */
export const InfoView = observer(function InfoView() {
  const root = useStores();
  const { api, site, session, bus } = root;
  const { t, i18n } = useTranslation(NS);
  const [state, retry] = useAsyncResource(async () => {
    const [profile, info, settings] = await Promise.all([
      getProfile(api),
      getMemberInfo(api, Number(session.memberId ?? 0) || 1),
      getRegisterSettings(api, site.siteId),
    ]);
    return { profile, info, settings };
  }, [site.siteId, session.memberId]);
  // profile.updated reads the profile again in place (the page keeps showing it meanwhile).
  useEffect(() => bus.on('realtime:profile-changed', retry), [bus, retry]);
  useEffect(() => bus.on('member:withdraw-password-changed', retry), [bus, retry]);
  const [saved, setSaved] = useState<MemberProfile | null>(null);
  useEffect(() => setSaved(null), [state]);

  if (state.status !== 'loaded') {
    return (
      <ListState
        status={state.status}
        empty={false}
        texts={{ loading: t('profile.loading'), failed: t('profile.loadFailed') }}
        onRetry={retry}
      />
    );
  }
  const { info, settings } = state.data;
  const profile = saved ?? state.data.profile;
  const rules = profileEditRules(settings, profile.member_currency);
  const dateFormat = createDateFormat(i18n.language, 'dateTime');
  const none = t('profile.none');

  return (
    <div className="profile">
      <section aria-labelledby="profile-details-title">
        <h3 id="profile-details-title">{t('profile.detailsTitle')}</h3>
        <dl className="profile__details">
          {SHOWN_FIELDS.map((field) => (
            <div key={field} className="profile__row">
              <dt>{t(`profile.fields.${field}`)}</dt>
              <dd>{profile[field] || none}</dd>
            </div>
          ))}
          <div className="profile__row">
            <dt>{t('profile.fields.is_withdraw_password')}</dt>
            <dd>{profile.is_withdraw_password === 1 ? t('profile.withdrawSet') : t('profile.withdrawNotSet')}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.fields.created_at')}</dt>
            <dd>{dateFormat.format(new Date(info.created_at))}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.fields.last_login_at')}</dt>
            <dd>{info.last_login_at ? dateFormat.format(new Date(info.last_login_at)) : t('profile.firstLogin')}</dd>
          </div>
        </dl>
      </section>
      {rules.length > 0 && <ProfileEditForm key={profile.id} root={root} profile={profile} rules={rules} onSaved={setSaved} />}
    </div>
  );
});
