import { sanitizeHtml } from '@casino/mf-shared';
import { useMemo } from 'react';

/** A bulletin's HTML, sanitised before it reaches the DOM (scripts, handlers, javascript: links removed). */
export function BulletinContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="home-bulletin__content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
