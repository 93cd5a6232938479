import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { UserCenterView } from '../features/user-center/components/user-center-view';
import { userCenterSections } from '../pages/user-center-sections';

/** mf_member/UserCenterPage (/user and /user/*). */
export default function UserCenterPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <UserCenterView sections={userCenterSections} />
    </RemoteRoot>
  );
}
