import { PageFrame, PendingNote, Link } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

/** /gameRoom?gt_id&gp_id&house: the room of a provider's tables. */
export function GameRoomView() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('room.title')} extra={<Link to="/">{t('common.backLobby')}</Link>}>
      <PendingNote text={t('room.pending')} />
    </PageFrame>
  );
}
