import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../load-home-messages';
import type { LoadStatus } from '../list-store';

interface ListStateProps {
  status: LoadStatus;
  empty: boolean;
  /** Key prefix of the texts: `<prefix>.loading`, `<prefix>.failed`, `<prefix>.empty`. */
  textKey: string;
  onRetry: () => void;
  className?: string;
}

/** The visible state of a list that has nothing to show yet: loading, failed (with retry) or empty. */
export const ListState = observer(function ListState({ status, empty, textKey, onRetry, className = 'home-state' }: ListStateProps) {
  const { t } = useTranslation(HOME_NS);
  if (status === 'loading') {
    return (
      <div className={`${className} ${className}--loading`} role="status" aria-busy="true">
        {t(`${textKey}.loading`)}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={`${className} ${className}--failed`} role="alert">
        <span>{t(`${textKey}.failed`)}</span>
        <button type="button" className="home-state__retry" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={`${className} ${className}--empty`} role="status">
        {t(`${textKey}.empty`)}
      </div>
    );
  }
  return null;
});
