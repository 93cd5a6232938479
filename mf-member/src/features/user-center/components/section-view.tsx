import { Suspense, type ComponentType } from 'react';
import { ListState, PendingNote, LocaleLink } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import type { MenuLeaf } from '../lib/menu';

/** The pages of the centre by section name, composed in pages/user-center-sections.tsx. */
export type UserCenterSections = Partial<Record<string, ComponentType>>;

/** One member-centre page: its heading and the section's component (or a note while it has none). */
export function SectionView({ leaf, name, sections }: { leaf: MenuLeaf | undefined; name: string; sections: UserCenterSections }) {
  const { t } = useTranslation(NS);
  if (!leaf) {
    return (
      <div>
        <h2>{t('centre.unknownTitle')}</h2>
        <p>{t('centre.unknownText', { section: name })}</p>
        <LocaleLink to="/user">{t('centre.back')}</LocaleLink>
      </div>
    );
  }
  const Section = sections[leaf.section];
  return (
    <div>
      <h2>{t(`menu.${leaf.key}`)}</h2>
      {Section ? (
        // A page of its own chunk: the standard loading line while it arrives.
        <Suspense fallback={<ListState status="loading" empty={false} onRetry={() => undefined} />}>
          <Section />
        </Suspense>
      ) : (
        <PendingNote text={t('centre.pending')} />
      )}
    </div>
  );
}
