import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import { ChangePasswordFields, ChangePasswordStore } from '@casino/mf-shared/change-password';
import { SubmitButton } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';

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
  // Once the server took the new password, the member layout is read again (which closes the dialog).
  const [store] = useState(() => new ChangePasswordStore(root, () => root.member.load()));
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
      <ChangePasswordFields
        store={store}
        id="first-login"
        labels={{ oldPassword: t('password.old'), password: t('password.new'), confirm: t('password.confirm') }}
        newPlaceholder={t('password.errors.length')}
      />
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
