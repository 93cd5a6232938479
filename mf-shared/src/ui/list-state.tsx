import './ui.css';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../data/async-resource';

/** Texts of one list's states, already translated; the `common` ones stand in for any left out. */
export interface StateTexts {
  loading?: string;
  failed?: string;
  empty?: string;
  notFound?: string;
}

interface ListStateProps {
  status: LoadStatus;
  empty: boolean;
  texts?: StateTexts;
  onRetry: () => void;
  /** Block class of the box; modifiers `--loading`, `--failed`, `--empty` follow BEM. */
  className?: string;
}

/** The visible state of a list that has nothing to show yet: loading, failed (with Retry) or empty; nothing once it has items. */
export function ListState({ status, empty, texts = {}, onRetry, className = 'data-state' }: ListStateProps) {
  const { t } = useTranslation('common');
  if (status === 'loading') {
    return (
      <div className={`${className} ${className}--loading`} role="status" aria-busy="true">
        {texts.loading ?? t('state.loading')}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={`${className} ${className}--failed`} role="alert">
        <span>{texts.failed ?? t('state.failed')}</span>
        <button type="button" className="data-state__retry" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={`${className} ${className}--empty`} role="status">
        {texts.empty ?? t('state.empty')}
      </div>
    );
  }
  return null;
}
