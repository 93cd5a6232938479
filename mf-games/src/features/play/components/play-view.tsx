import { PageFrame, PendingNote, Link } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

/** /play: the in-page game view; its lobby return is /close. */
export function PlayView() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame title={t('play.title')} extra={<Link to="/close">{t('common.backLobby')}</Link>}>
      <PendingNote text={t('play.pending')} />
    </PageFrame>
  );
}
