import { isRouteErrorResponse, useLocaleNavigate, useLocation, useRouteError } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';

/** The error page: 404 for an unknown path, 500 for anything else; a button goes back home. */
export function ErrorPage({ status: forcedStatus }: { status?: number }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useLocaleNavigate();
  const { t } = useTranslation('shell');
  const status = forcedStatus ?? (isRouteErrorResponse(error) ? error.status : 500);
  const notFound = status === 404;
  const detail = notFound
    ? t('error.notFoundMessage', { path: location.pathname })
    : error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? error.statusText
        : String(error ?? '');

  return (
    <main className="error-page" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>{notFound ? t('error.notFoundTitle') : t('error.serverErrorTitle')}</h1>
      <p className="error-page__message">{detail}</p>
      <button type="button" className="error-page__home" onClick={() => navigate('/')}>
        {t('error.backHome')}
      </button>
    </main>
  );
}
