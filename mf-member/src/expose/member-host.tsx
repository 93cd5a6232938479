import { RemoteRoot } from '@casino/mf-shared';
import type { HostProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { BankNotice } from '../features/bank-notice/components/bank-notice';
import { FastDepositPrompt } from '../features/fast-payment/components/fast-deposit-prompt';
import { LettersWatcher } from '../features/letters/components/letters-watcher';
import { RedEnvelope } from '../features/red-envelope/components/red-envelope';

/** mf_member/MemberHost: mounted by the shell while a member is logged in (member-wide notices, the letters badge's data, the red envelope). */
export default function MemberHost(_props: HostProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages} quiet>
      <BankNotice />
      <FastDepositPrompt />
      <LettersWatcher />
      <RedEnvelope />
    </RemoteRoot>
  );
}
