import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AgentDownlineMemberData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface DownlinePickProps {
  members: AgentDownlineMemberData[];
  /** how many members the downline has in all (more than listed: the agent types the others) */
  total: number;
  value: string;
  onPick: (account: string) => void;
}

/** The newest downline members as buttons that fill the account field; the rest are typed. */
export const DownlinePick = observer(function DownlinePick({ members, total, value, onPick }: DownlinePickProps) {
  const { t } = useTranslation(NS);
  const label = t('transfer.pick.label');
  return (
    <div className="agent-transfer__pick-area">
      <p className="agent-transfer__hint" id="transfer-pick-label">
        {members.length < total ? t('transfer.pick.some', { shown: members.length, count: total }) : label}
      </p>
      <ul className="agent-transfer__picks" aria-labelledby="transfer-pick-label">
        {members.map((m) => (
          <li key={m.member_account}>
            <button
              type="button"
              className="agent-transfer__pick"
              aria-pressed={value.trim() === m.member_account}
              aria-label={t('transfer.pick.member', { account: m.member_account, name: m.member_name })}
              onClick={() => onPick(m.member_account)}
            >
              {m.member_name ? `${m.member_account} (${m.member_name})` : m.member_account}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
