import { SafeHtml } from '@casino/mf-shared';

/** A bulletin's HTML, sanitised before it reaches the DOM (scripts, handlers, javascript: links removed). */
export function BulletinContent({ html }: { html: string }) {
  return <SafeHtml className="home-bulletin__content" html={html} />;
}
