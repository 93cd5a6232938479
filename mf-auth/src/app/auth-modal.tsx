import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import { LoginForm } from '../features/login/components/login-form';
import { RegisterForm } from '../features/register/components/register-form';
import { AuthModalStore } from './auth-modal-store';
import { AuthTabs } from './auth-tabs';
import { NS } from './namespace';
import './auth-modal.css';

/**
 * Serves `auth:open {tab}` from anywhere: one modal with the login and register tabs, the shared
 * ResponsiveModal (antd's Modal on desktop, a bottom sheet on mobile; Escape, focus trap and focus
 * return on both). Demo sites never open it (§1), and a
 * member who is already logged in has nothing to do in it.
 */
export const AuthModal = observer(function AuthModal() {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [modal] = useState(() => new AuthModalStore());

  useEffect(
    () =>
      root.bus.on('auth:open', ({ tab, confirmFirst }) => {
        if (root.site.demoMode || root.session.isLoggedIn) return;
        if (confirmFirst) modal.ask(tab);
        else modal.show(tab);
      }),
    [root, modal],
  );

  // Other remotes' modals (the bulletin pop-up) wait while this one is open.
  useEffect(
    () =>
      reaction(
        () => modal.visible,
        (open) => root.modals.setOpen('auth', open),
        { fireImmediately: true },
      ),
    [root, modal],
  );
  useEffect(() => () => root.modals.setOpen('auth', false), [root]);

  // Once per login, whichever comes first: the form's answer or the session (a third-party login).
  const loggedIn = () => {
    if (!modal.open) return;
    modal.close();
    root.notifier.success(t('login.success', { account: root.session.memberAccount ?? '' }));
  };
  // A third-party login completes in the shell (its popup hands the session over): close as after a login.
  useEffect(
    () =>
      reaction(
        () => root.session.isLoggedIn,
        (isIn) => {
          if (isIn) loggedIn();
        },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loggedIn reads the latest store and t
    [root, modal],
  );
  const title = t('modal.title');
  const login = <LoginForm key={`login-${modal.opening}`} onLoggedIn={loggedIn} />;
  const register = <RegisterForm key={`register-${modal.opening}`} />;

  const confirmation = (
    <ResponsiveModal
      open={modal.confirming !== null}
      title={t('confirm.title')}
      onClose={() => modal.cancel()}
      width={400}
      footer={
        ui.isDesktop ? (
          <div className="auth-confirm__actions">
            <ui.desktop.Button onClick={() => modal.cancel()}>{t('confirm.cancel')}</ui.desktop.Button>
            <ui.desktop.Button type="primary" onClick={() => modal.confirm()}>
              {t('confirm.ok')}
            </ui.desktop.Button>
          </div>
        ) : (
          <div className="auth-confirm__actions">
            <ui.mobile.Button onClick={() => modal.cancel()}>{t('confirm.cancel')}</ui.mobile.Button>
            <ui.mobile.Button color="primary" onClick={() => modal.confirm()}>
              {t('confirm.ok')}
            </ui.mobile.Button>
          </div>
        )
      }
    >
      <p>{t('confirm.text')}</p>
    </ResponsiveModal>
  );
  if (modal.confirming !== null) return confirmation;

  return (
    <ResponsiveModal open={modal.open} title={title} onClose={() => modal.close()} width={460} mobilePlacement="bottom">
      <AuthTabs modal={modal} login={login} register={register} />
    </ResponsiveModal>
  );
});
