/** Why the mobile browser-support notice shows, or null when the browser is fine. */
export type BrowserIssue = 'in-app' | 'outdated' | null;

const IN_APP = /FBAN|FBAV|Instagram|Line\/|MicroMessenger|; wv\)/i;

/**
 * Decides the notice: in-app browsers (Facebook, Instagram, Line, WeChat, Android WebView) often
 * block the game and payment windows; iOS before 13 and Chrome before 80 lack what the site uses.
 */
export function browserIssue(userAgent: string): BrowserIssue {
  if (IN_APP.test(userAgent)) return 'in-app';
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)_/.exec(userAgent);
  if (ios && Number(ios[1]) < 13) return 'outdated';
  const chrome = /Chrome\/(\d+)/.exec(userAgent);
  if (chrome && Number(chrome[1]) < 80) return 'outdated';
  return null;
}

export const BROWSER_NOTICE_KEY = 'browserNoticeDismissed';
