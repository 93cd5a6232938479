import { RemoteRoot, type PageProps } from '@casino/mf-shared';
import { NS, loadMessages } from '../app/namespace';
import { UserCenterView } from '../features/user-center/components/user-center-view';

/** mf_member/UserCenterPage (/user and /user/*). */
export default function UserCenterPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <UserCenterView />
    </RemoteRoot>
  );
}
