import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CountBadge, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/** The page of the menu whose label carries the unread letters (member-and-account.md §2 personal_message). */
const LETTERS_KEY = 'personal_message';

/** A menu entry's label; the letters entry with the unread count (99+), as the header shows it. */
export const MenuLabel = observer(function MenuLabel({ menuKey }: { menuKey: string }) {
  const { member } = useStores();
  const { t } = useTranslation(NS);
  const label = t(`menu.${menuKey}`);
  if (menuKey !== LETTERS_KEY || member.unreadLetters <= 0) return <>{label}</>;
  return (
    <span className="member-centre__menu-label">
      {label} {/* The entry keeps its name (the header's Messages link says the count); the badge is for the eye. */}
      <span aria-hidden="true">
        <CountBadge count={member.unreadLetters}>{null}</CountBadge>
      </span>
    </span>
  );
});
