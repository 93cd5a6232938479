import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import { DeviceVerifyDialog } from '../features/device-verify/components/device-verify-dialog';
import { DoubleValidationDialog } from '../features/double-validation/components/double-validation-dialog';
import { LoginForm } from '../features/login/components/login-form';
import type { LoginOutcome } from '../features/login/lib/login-outcome';
import { ForgotPasswordDialog } from '../features/password/components/forgot-password-dialog';
import { RegisterForm } from '../features/register/components/register-form';
import { TransferValidationDialog } from '../features/transfer-validation/components/transfer-validation-dialog';
import { AuthModalStore, type AuthDialog, type LoginDraft } from './auth-modal-store';
import { AuthTabs } from './auth-tabs';
import { NS } from './namespace';
import './auth-modal.css';

/**
 * Serves `auth:open {tab}` from anywhere: one modal with the login and register tabs, the shared
 * ResponsiveModal (centred on desktop, a bottom sheet on mobile; Escape, focus trap and focus
 * return on both). Demo sites never open it (§1), and a member who is already logged in has
 * nothing to do in it. A login the server answers with a security step (107 device verify, 802
 * transfer validation, a double validation) and the forgotten password continue in their own
 * dialog, shown instead of the tabs; closing one goes back to the login tab as it was left.
 */
export const AuthModal = observer(function AuthModal() {
  const root = useStores();
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
    const account = root.session.memberAccount ?? '';
    const greeting = modal.registered ? t('register.success', { account }) : t('login.success', { account });
    modal.close();
    root.notifier.success(greeting);
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

  const onOutcome = (outcome: LoginOutcome, typed: LoginDraft) => {
    if (outcome.kind === 'in') loggedIn();
    else if (outcome.kind === 'device-verify') modal.showDialog({ kind: 'device-verify', challenge: outcome.challenge }, typed);
    else if (outcome.kind === 'transfer-validation') modal.showDialog({ kind: 'transfer-validation', account: outcome.account }, typed);
    else if (outcome.kind === 'double-validation')
      modal.showDialog({ kind: 'double-validation', challenge: outcome.challenge, origin: outcome.origin }, typed);
  };

  if (modal.confirming !== null) return <LoginConfirmation modal={modal} />;
  if (modal.dialog) return <SecurityDialog dialog={modal.dialog} modal={modal} onLoggedIn={loggedIn} />;

  const login = (
    <LoginForm
      key={`login-${modal.opening}-${modal.loginRound}`}
      onOutcome={onOutcome}
      onForgotPassword={(typed) => modal.showDialog({ kind: 'forgot-password', account: typed.account }, typed)}
      initial={modal.draft ?? undefined}
      notice={modal.notice}
    />
  );
  const register = <RegisterForm key={`register-${modal.opening}`} onRegistered={() => modal.markRegistered()} />;
  return (
    <ResponsiveModal open={modal.open} title={t('modal.title')} onClose={() => modal.close()} width={460} mobilePlacement="bottom">
      <AuthTabs modal={modal} login={login} register={register} />
    </ResponsiveModal>
  );
});

/** "Please log in first" (auth:open with confirmFirst): confirming opens the tab asked for. */
const LoginConfirmation = observer(function LoginConfirmation({ modal }: { modal: AuthModalStore }) {
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  return (
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
});

/** The dialog a login step (or the forgot-password link) asked for. */
const SecurityDialog = observer(function SecurityDialog({
  dialog,
  modal,
  onLoggedIn,
}: {
  dialog: AuthDialog;
  modal: AuthModalStore;
  onLoggedIn: () => void;
}) {
  const back = () => modal.backToLogin();
  switch (dialog.kind) {
    case 'device-verify':
      return <DeviceVerifyDialog challenge={dialog.challenge} onClose={back} onLoggedIn={onLoggedIn} />;
    case 'double-validation':
      return <DoubleValidationDialog challenge={dialog.challenge} origin={dialog.origin} onClose={back} onLoggedIn={onLoggedIn} />;
    case 'transfer-validation':
      return (
        <TransferValidationDialog
          account={dialog.account}
          onClose={back}
          onDone={() => modal.backToLogin('transfer.done', { account: dialog.account, password: '' })}
        />
      );
    case 'forgot-password':
      return (
        <ForgotPasswordDialog
          account={dialog.account}
          onClose={back}
          onDone={() => modal.backToLogin('forgot.done', { account: modal.draft?.account ?? dialog.account, password: '' })}
        />
      );
  }
});
