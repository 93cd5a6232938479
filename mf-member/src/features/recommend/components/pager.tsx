import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

/** Previous / next over a record list's pages, with where the member is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <nav className="recommend__pager" aria-label={t('recommend.pager.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('recommend.pager.previous')}
      </button>
      <span>{t('recommend.pager.position', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('recommend.pager.next')}
      </button>
    </nav>
  );
}
