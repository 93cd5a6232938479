import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BootManifest } from '@casino/contracts';
import { BOOT_ELEMENT_ID, readBootData } from '../boot-data';

/** Where the shell server clears the preview cookie (shell/server/src/preview.ts) and sends the browser home. */
export const PREVIEW_EXIT_PATH = '/__preview/exit';

/** `mf-games 1.5.0` for each remote the server put in this page as a preview (its preview cookie). */
export function previewedRemotes(manifest: BootManifest): string[] {
  return Object.values(manifest.remotes)
    .filter((remote) => remote?.preview)
    .map((remote) => `${remote?.app} ${remote?.version}`);
}

function manifestOfThePage(): BootManifest | null {
  return document.getElementById(BOOT_ELEMENT_ID)?.textContent ? readBootData(document).manifest : null;
}

/**
 * While this browser previews unreleased versions, says which, with the way out; nothing
 * otherwise. The page's manifest says it: the server marks what it previews, the cookie itself
 * is out of the page's reach (HttpOnly).
 */
export function PreviewBadge({ manifest }: { manifest?: BootManifest }) {
  const { t } = useTranslation('shell');
  // Read from the page once it is in a browser (never while rendering: the server renders this too).
  const [previews, setPreviews] = useState<string[]>(() => (manifest ? previewedRemotes(manifest) : []));
  useEffect(() => {
    if (manifest) return;
    const source = manifestOfThePage();
    if (source) setPreviews(previewedRemotes(source));
  }, [manifest]);
  if (!previews.length) return null;
  return (
    <aside className="preview-badge" aria-label={t('preview.label')}>
      <span>{t('preview.text', { remotes: previews.join(', ') })}</span>
      {/* A server route, not a page of the app: a full navigation. */}
      <a className="preview-badge__leave" href={PREVIEW_EXIT_PATH}>
        {t('preview.leave')}
      </a>
    </aside>
  );
}
