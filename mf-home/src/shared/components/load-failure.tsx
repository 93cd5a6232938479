import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../load-home-messages';

/** A page's failed state: not found, or failed with a retry. */
export function LoadFailure({ notFound, textKey, onRetry }: { notFound: boolean; textKey: string; onRetry: () => void }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <div className="home-state home-state--failed" role="alert">
      <span>{t(notFound ? `${textKey}.notFound` : `${textKey}.failed`)}</span>
      {!notFound && (
        <button type="button" className="home-state__retry" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
