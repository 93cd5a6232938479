import { PendingNote, Link } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import type { MenuLeaf } from '../lib/menu';

/** One member-centre page: its heading and, until its issue fills it, an honest note. */
export function SectionView({ leaf, name }: { leaf: MenuLeaf | undefined; name: string }) {
  const { t } = useTranslation(NS);
  if (!leaf) {
    return (
      <div>
        <h2>{t('centre.unknownTitle')}</h2>
        <p>{t('centre.unknownText', { section: name })}</p>
        <Link to="/user">{t('centre.back')}</Link>
      </div>
    );
  }
  return (
    <div>
      <h2>{t(`menu.${leaf.key}`)}</h2>
      <PendingNote text={t('centre.pending')} />
    </div>
  );
}
