import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores, type RootStore } from '@casino/mf-shared';
import { FirstLoginPasswordDialog } from '../features/password/components/first-login-password-dialog';

/**
 * Watches the member layout: on desktop, a member whose layout says first_login_to_change_password
 * = 1 gets the password change before anything else (member-and-account.md §2: a desktop dialog).
 */
export const FirstLoginPassword = observer(function FirstLoginPassword() {
  const root = useStores();
  // Other remotes' modals (the bulletin pop-up) wait while this one is open.
  useEffect(
    () =>
      reaction(
        () => isDue(root),
        (open) => root.modals.setOpen('password', open),
        { fireImmediately: true },
      ),
    [root],
  );
  useEffect(() => () => root.modals.setOpen('password', false), [root]);
  return isDue(root) ? <FirstLoginPasswordDialog /> : null;
});

function isDue(root: RootStore): boolean {
  return root.layout.isDesktop && root.session.isLoggedIn && !root.session.isDemo && root.member.layout?.mustChangePassword === true;
}
