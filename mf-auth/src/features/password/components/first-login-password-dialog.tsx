import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField, ResponsiveModal, SubmitButton, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { ChangePasswordStore, type ChangePasswordField } from '../stores/change-password-store';

/**
 * The first-login password change (desktop, member layout first_login_to_change_password = 1). It
 * cannot be dismissed: a new password or a logout ends it (Escape and the mask do nothing).
 */
export const FirstLoginPasswordDialog = observer(function FirstLoginPasswordDialog() {
  const root = useStores();
  const { t } = useTranslation(NS);
  return (
    <ResponsiveModal open title={t('password.firstLoginTitle')} onClose={() => undefined} headerClose={false} width={440}>
      <ChangePasswordForm key={root.session.memberId ?? ''} />
    </ResponsiveModal>
  );
});

const ChangePasswordForm = observer(function ChangePasswordForm() {
  const root = useStores();
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const [store] = useState(() => new ChangePasswordStore(root));
  const error = (field: ChangePasswordField) => {
    const key = store.errors[field];
    return key ? t(key) : undefined;
  };
  const logout = () => void root.bus.emit('session:logout-requested', {});

  return (
    <form
      noValidate
      aria-label={t('password.firstLoginTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
    >
      <p className="form-note" role="note">
        {t('password.firstLoginIntro')}
      </p>
      <FormField
        id="first-login-old-password"
        type="password"
        label={t('password.old')}
        value={store.values.oldPassword}
        onChange={(value) => store.set('oldPassword', value)}
        error={error('oldPassword')}
        autoComplete="current-password"
      />
      <FormField
        id="first-login-password"
        type="password"
        label={t('password.new')}
        placeholder={t('password.errors.length')}
        value={store.values.password}
        onChange={(value) => store.set('password', value)}
        error={error('password')}
        autoComplete="new-password"
        maxLength={12}
      />
      <FormField
        id="first-login-confirm"
        type="password"
        label={t('password.confirm')}
        value={store.values.confirm}
        onChange={(value) => store.set('confirm', value)}
        error={error('confirm')}
        autoComplete="new-password"
        maxLength={12}
      />
      <FormAlert ns={NS} message={store.formError} />
      <div className="dialog-actions">
        {ui.isDesktop ? (
          <ui.desktop.Button onClick={logout}>{t('password.logout')}</ui.desktop.Button>
        ) : (
          <ui.mobile.Button onClick={logout}>{t('password.logout')}</ui.mobile.Button>
        )}
        <SubmitButton block={false} loading={store.submitting}>
          {t('password.save')}
        </SubmitButton>
      </div>
    </form>
  );
});
