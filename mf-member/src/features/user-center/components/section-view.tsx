import { Suspense, type ComponentType } from 'react';
import { ListState, LocaleLink } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import type { MenuLeaf } from '../lib/menu';

/** The pages of the centre by section name, composed in pages/user-center-sections.tsx. */
export type UserCenterSections = Partial<Record<string, ComponentType>>;

/** One member-centre page: its heading and the section's component; a section without one is no page. */
export function SectionView({ leaf, name, sections }: { leaf: MenuLeaf | undefined; name: string; sections: UserCenterSections }) {
  const { t } = useTranslation(NS);
  const Section = leaf && sections[leaf.section];
  if (!leaf || !Section) {
    return (
      <div>
        <h2>{t('centre.unknownTitle')}</h2>
        <p>{t('centre.unknownText', { section: name })}</p>
        <LocaleLink to="/user">{t('centre.back')}</LocaleLink>
      </div>
    );
  }
  return (
    <div>
      <h2>{t(`menu.${leaf.key}`)}</h2>
      {/* A page of its own chunk: the standard loading line while it arrives. */}
      <Suspense fallback={<ListState status="loading" empty={false} onRetry={() => undefined} />}>
        <Section />
      </Suspense>
    </div>
  );
}
