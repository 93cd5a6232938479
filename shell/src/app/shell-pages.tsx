import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { storageKeys, browserStorage } from '@casino/mf-shared';

/** /loading: the placeholder window shown while a game, a deposit or a redirect opens. */
export function LoadingPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-loading remote-loading--window" role="status" aria-busy="true">
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>{t('remote.loading')}</span>
    </div>
  );
}

/** /authCallback: the third-party login popup hands its result to the opener through local storage and closes. */
export function AuthCallbackPage() {
  const { t } = useTranslation('shell');
  const [query] = useSearchParams();
  useEffect(() => {
    const resCode = query.get('resCode');
    const message = {
      msg: resCode ? 'authLoginClose' : 'authLogin',
      data: Object.fromEntries(query.entries()),
      resCode,
      resMessage: query.get('resMessage'),
    };
    browserStorage('local').setItem(storageKeys.windowMsg, JSON.stringify(message));
    window.close();
  }, [query]);
  return <p className="auth-callback">{t('authCallback.closing')}</p>;
}
