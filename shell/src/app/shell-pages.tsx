import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_STATE_PARAM, storageKeys, browserStorage, useSearchParams } from '@casino/mf-shared';

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

/** The values of a third-party login's result that the main window reads; nothing else is passed on. */
const CALLBACK_FIELDS = ['tk', 'member_id', 'member_account', 'member_currency'] as const;

/**
 * /authCallback: the third-party login popup hands its result and the one-time state it was
 * started with to the main window through local storage, and closes. The main window decides
 * whether to believe it (cross-tab/window-messages.ts).
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('shell');
  const [query] = useSearchParams();
  useEffect(() => {
    const resCode = query.get('resCode');
    const data = Object.fromEntries(CALLBACK_FIELDS.flatMap((field) => (query.has(field) ? [[field, query.get(field)]] : [])));
    const message = { msg: resCode ? 'authLoginClose' : 'authLogin', state: query.get(LOGIN_STATE_PARAM), data, resCode };
    browserStorage('local').setItem(storageKeys.windowMsg, JSON.stringify(message));
    window.close();
  }, [query]);
  return <p className="auth-callback">{t('authCallback.closing')}</p>;
}
