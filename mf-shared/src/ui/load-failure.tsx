import './ui.css';
import { useTranslation } from 'react-i18next';
import type { StateTexts } from './list-state';

interface LoadFailureProps {
  notFound: boolean;
  texts?: Pick<StateTexts, 'failed' | 'notFound'>;
  onRetry: () => void;
  className?: string;
}

/** A page's failed state: "not found" (nothing to retry), or failed with Retry. */
export function LoadFailure({ notFound, texts = {}, onRetry, className = 'data-state' }: LoadFailureProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${className} ${className}--failed`} role="alert">
      <span>{notFound ? (texts.notFound ?? t('state.notFound')) : (texts.failed ?? t('state.failed'))}</span>
      {!notFound && (
        <button type="button" className="data-state__retry" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      )}
    </div>
  );
}
