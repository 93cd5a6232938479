import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { UserCenterView } from '../features/user-center/user-center-view';

/** mf_member/UserCenterPage (/user and /user/*). */
export default function UserCenterPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <UserCenterView />
    </RemoteRoot>
  );
}
