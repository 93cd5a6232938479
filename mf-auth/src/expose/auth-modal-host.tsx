import { RemoteRoot, type HostProps } from '@casino/mf-shared';
import { AuthModal } from '../app/auth-modal';
import { NS, loadMessages } from '../app/namespace';
import { PostLogin } from '../features/login/components/post-login';

/** mf_auth/AuthModalHost: mounted once by the shell, serves `auth:open` with the login/register modal. */
export default function AuthModalHost(_props: HostProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages} quiet>
      <AuthModal />
      <PostLogin />
    </RemoteRoot>
  );
}
