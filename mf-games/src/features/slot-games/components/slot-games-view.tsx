import { PageFrame, PendingNote, Link, useSearchParams } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

/** /slotgame?gt_id&gp_id&house: the slot list of one provider, shown without nav bar or footer. */
export function SlotGamesView() {
  const { t } = useTranslation(NS);
  const [query] = useSearchParams();
  const provider = query.get('gp_id');
  return (
    <PageFrame title={t('slot.title')} extra={<Link to="/">{t('common.backLobby')}</Link>}>
      <p>{provider ? t('slot.provider', { gpId: provider }) : t('slot.noProvider')}</p>
      <PendingNote text={t('slot.pending')} />
    </PageFrame>
  );
}
