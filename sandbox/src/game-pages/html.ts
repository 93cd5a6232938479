import { escapeXml } from '../assets/svg';
import type { Lang } from '../http/lang';
import { HTML_LANG } from './page-texts';

/** Text or attribute value, escaped for HTML. */
export const h = escapeXml;

/** Where the pages' script and style files are served (routes/game-pages.ts). */
export const STATIC_PREFIX = '/games/static';

/** A whole page: one stylesheet, at most one module script (a file: the pages send a CSP without 'unsafe-inline'). */
export function htmlDocument(options: { lang: Lang; title: string; body: string; script?: string; bodyClass: string }): string {
  const script = options.script ? `\n<script type="module" src="${STATIC_PREFIX}/${h(options.script)}"></script>` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[options.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(options.title)}</title>
<link rel="stylesheet" href="${STATIC_PREFIX}/game-pages.css">${script}
</head>
<body class="${h(options.bodyClass)}">
${options.body}
</body>
</html>
`;
}

/** A page that only says what went wrong (an invalid game link, a sport page opened outside the site). */
export function noticePage(lang: Lang, title: string, message: string): string {
  return htmlDocument({
    lang,
    title,
    bodyClass: 'notice-body',
    body: `<main class="notice"><h1>${h(title)}</h1><p>${h(message)}</p></main>`,
  });
}
