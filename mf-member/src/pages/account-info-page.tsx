import { ChangePasswordForm } from '../features/password/components/change-password-form';
import { WithdrawPasswordForm } from '../features/password/components/withdraw-password-form';
import { InfoView } from '../features/profile/components/info-view';

/** /user/Info (account_info): the profile and its editor, then the login and withdraw passwords (two features, met here). */
export function AccountInfoPage() {
  return (
    <>
      <InfoView />
      <ChangePasswordForm />
      <WithdrawPasswordForm />
    </>
  );
}
