import type { HostProps } from '@casino/mf-shared';
import { AuthModal } from '../app/auth-modal';
import { RemoteRoot } from '../app/remote-root';

/** mf_auth/AuthModalHost: mounted once by the shell, serves `auth:open` with the login/register modal. */
export default function AuthModalHost(_props: HostProps) {
  return (
    <RemoteRoot quiet>
      <AuthModal />
    </RemoteRoot>
  );
}
