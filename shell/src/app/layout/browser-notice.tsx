import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_NOTICE_KEY, browserIssue } from './browser-support';
import { browserStorage } from '@casino/mf-shared';

/**
 * The mobile browser-support notice; dismissed once, it stays away on this device. Plain markup
 * on the notice tokens (shell.css), not antd-mobile's NoticeBar: the phone's first view runs no UI kit.
 */
export function BrowserNotice() {
  const { t } = useTranslation('shell');
  // Storage and the user agent are read once the page is in the browser, never while rendering
  // (the server renders this layout too: docs/ssr.md).
  const [issue, setIssue] = useState<ReturnType<typeof browserIssue>>(null);
  useEffect(() => {
    setIssue(browserStorage('local').getItem(BROWSER_NOTICE_KEY) ? null : browserIssue(navigator.userAgent));
  }, []);
  const [open, setOpen] = useState(true);
  if (!issue || !open) return null;
  return (
    <div role="note" aria-label={t('browserNotice.label')} className="browser-notice">
      <p className="browser-notice__text">{t(issue === 'in-app' ? 'browserNotice.inApp' : 'browserNotice.outdated')}</p>
      <button
        type="button"
        className="browser-notice__close"
        aria-label={t('ui.close', { ns: 'common' })}
        onClick={() => {
          browserStorage('local').setItem(BROWSER_NOTICE_KEY, '1');
          setOpen(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
