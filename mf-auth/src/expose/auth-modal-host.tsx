import { RemoteRoot } from '@casino/mf-shared';
import type { HostProps } from '@casino/contracts';
import { AuthModal } from '../app/auth-modal';
import { FirstLoginPassword } from '../app/first-login-password';
import { NS, loadMessages } from '../app/namespace';
import { PostLogin } from '../features/login/components/post-login';

/** mf_auth/AuthModalHost: mounted once by the shell; the login/register modal, its dialogs and the first-login password change. */
export default function AuthModalHost(_props: HostProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages} quiet>
      <AuthModal />
      <FirstLoginPassword />
      <PostLogin />
    </RemoteRoot>
  );
}
