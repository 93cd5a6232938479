import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the page's first focusable element, shown when focused; it moves the focus
 * to the main content (the hash alone would scroll there but leave the focus behind in some browsers).
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    // Focusing scrolls it into view.
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipLink')}
    </a>
  );
}
