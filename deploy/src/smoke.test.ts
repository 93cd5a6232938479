import { renderedPageProblem } from './smoke';

/**
 * A page as the shell server sends it (render-page.ts, then addNonce: every script with its CSP nonce
 * first), with `root` in #root and `ssr` in the boot data.
 */
const page = (root: string, ssr?: unknown) =>
  [
    '<!doctype html><html lang="en-US"><head><title>Golden Lotus</title></head><body>',
    `<div id="root">${root}</div>`,
    `<script nonce="n0nce" id="casino-boot" type="application/json">${JSON.stringify({ config: {}, ...(ssr ? { ssr } : {}) })}</script>`,
    '<script nonce="n0nce" src="/shell/0.1.0/main.js"></script></body></html>',
  ].join('\n');

const drawn = '<div class="shell"><header class="shell-header"></header><main id="main-content"><h1>Golden Lotus</h1></main></div>';

describe('renderedPageProblem: the smoke gate reads a page the server rendered', () => {
  it.each([
    ['a page rendered on the server', page(drawn, { device: 'desktop', loaderData: {} }), null],
    [
      'the empty #root of a page left to the browser',
      page('', undefined),
      'its #root is empty: the shell server left the page to the browser (its log says why)',
    ],
    [
      'markup without the shell around it',
      page('<p>hello</p>', { device: 'desktop', loaderData: {} }),
      "its #root lacks the shell's main content",
    ],
    ['markup without the layout in the boot data', page(drawn), 'its boot data does not say which layout the server rendered (no ssr)'],
    ['no #root at all', '<!doctype html><p>502 Bad Gateway</p>', 'the page has no #root'],
  ])('%s', (_name, html, problem) => {
    expect(renderedPageProblem(html)).toBe(problem);
  });
});
