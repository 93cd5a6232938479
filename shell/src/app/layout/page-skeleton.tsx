import { useTranslation } from 'react-i18next';

/**
 * The page area of a member-only page as the server draws it (docs/ssr.md): the server does not know
 * the session, so the page's blocks are grey shapes until the browser has checked it.
 */
export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div className="page-skeleton" role="status" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden">{t('remote.loading')}</span>
      <span className="page-skeleton__title" aria-hidden="true" />
      <span className="page-skeleton__block" aria-hidden="true" />
      <span className="page-skeleton__block page-skeleton__block--short" aria-hidden="true" />
      <span className="page-skeleton__block" aria-hidden="true" />
    </div>
  );
}
