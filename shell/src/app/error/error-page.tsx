import { isRouteErrorResponse, useLocaleNavigate, useLocation, useRouteError } from '@casino/mf-shared';
import { useTranslation } from 'react-i18next';

/**
 * The error page: 404 for an unknown path, 500 for anything else; a button goes back home.
 * Inside the layout (an unknown path) it is a section of the layout's <main>; as the root route's
 * error element it replaces the layout and is the page's <main> itself (one main landmark either way).
 */
export function ErrorPage({ status: forcedStatus, inLayout = false }: { status?: number; inLayout?: boolean }) {
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

  const Landmark = inLayout ? 'section' : 'main';
  return (
    <Landmark className="error-page" data-status={status} aria-labelledby="error-page-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-page-title">{notFound ? t('error.notFoundTitle') : t('error.serverErrorTitle')}</h1>
      <p className="error-page__message">{detail}</p>
      <button type="button" className="error-page__home" onClick={() => navigate('/')}>
        {t('error.backHome')}
      </button>
    </Landmark>
  );
}
