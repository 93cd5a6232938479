import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { loadConfig } from './config';
import { RenderPool } from './render-pool';
import { deviceOf, ServerRenderer, type RenderRequest } from './server-render';

/**
 * The shell server's side of server rendering (docs/ssr.md), with a stand-in server build of the
 * shell (server/main.js): what it does with a rendered page, and that every way a render can fail
 * still answers the page, for the browser to render. The real render (React, the federation
 * runtime, hydration) is covered by e2e/tests/ssr.spec.ts on the composed release.
 */
let releaseDir: string;
let app: FastifyInstance;
let calls: { url: string; cookie?: string; device: string; locale: string; serverEntries: Record<string, string> }[] = [];

const BUILD = `
const calls = [];
exports.calls = calls;
exports.renderPage = async (input) => {
  calls.push({ url: input.url, cookie: input.cookie, device: input.device, locale: input.locale, serverEntries: input.serverEntries, file: input.releaseFile(input.serverEntries.mf_home) });
  if (input.url.includes('throw=1')) throw new Error('render broke');
  if (input.url.includes('skip=1')) return { kind: 'skip', reason: 'test' };
  return {
    kind: 'page',
    html: '<main data-testid="drawn">Drawn on the server $& $1 ' + input.device + '</main>',
    styles: '<style data-css-hash="x">.a{color:red}</style>',
    ssr: { device: input.device, loaderData: { 0: null } },
    recovered: [],
  };
};
`;

beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-ssr-'));
  const shellDir = path.join(releaseDir, 'shell/3.0.0');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(releaseDir, 'manifests'), { recursive: true });
  fs.mkdirSync(path.join(releaseDir, 'remotes/mf-home/1.0.0/server'), { recursive: true });
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(shellDir, 'index.html'));
  fs.writeFileSync(path.join(shellDir, 'server/main.js'), BUILD);
  fs.writeFileSync(
    path.join(shellDir, 'boot-assets.json'),
    JSON.stringify({
      bootstrap: ['boot.11.css', 'boot.11.js'],
      'kit-desktop': ['kit-desktop.22.js'],
      'kit-mobile': ['kit-mobile.33.css', 'kit-mobile.33.js'],
    }),
  );
  fs.writeFileSync(path.join(shellDir, 'boot.11.css'), '.boot{margin:0}');
  fs.writeFileSync(path.join(shellDir, 'kit-mobile.33.css'), '.adm{color:blue}');
  fs.writeFileSync(path.join(releaseDir, 'remotes/mf-home/1.0.0/server/remoteEntry.js'), 'module.exports = {};');
  fs.writeFileSync(path.join(releaseDir, 'remotes/mf-home/1.0.0/home.1234.css'), '.home{color:gold}</style-in-content');
  fs.writeFileSync(path.join(releaseDir, 'remotes/x.css'), '.outside{}');
  fs.writeFileSync(
    path.join(releaseDir, 'remotes/mf-home/1.0.0/mf-manifest.json'),
    JSON.stringify({ exposes: [{ name: 'HomePage', assets: { css: { sync: ['home.1234.css'], async: ['../x.css'] } } }] }),
  );
  fs.writeFileSync(
    path.join(releaseDir, 'manifests/test.json'),
    JSON.stringify({
      schema: 1,
      env: 'test',
      shell: { version: '3.0.0', path: '/shell/3.0.0/' },
      remotes: { mf_home: { app: 'mf-home', name: 'mf_home', version: '1.0.0', entry: '/remotes/mf-home/1.0.0/mf-manifest.json' } },
    }),
  );
  // Rendered in this thread, where the stand-in build's record can be read (render threads: below).
  app = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', FIRST_DATA_TIMEOUT_MS: '0', SSR_THREADS: '0' }));
  // The stand-in build's own record of what it was asked.
  calls = (createRequire(__filename)(path.join(shellDir, 'server/main.js')) as { calls: typeof calls }).calls;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('server rendering in the shell server', () => {
  it('writes the rendered app into #root, drops the loading overlay and carries the layout it chose', async () => {
    const response = await app.inject({ url: '/', headers: { 'user-agent': IPHONE, cookie: 'i18n_redirected=en_US; a=1' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // Inserted as it is: "$&" and "$1" are text, not replacement patterns.
    expect(html).toContain('<div id="root"><main data-testid="drawn">Drawn on the server $& $1 mobile</main></div>');
    // The loading overlay is hidden (display: none), there for the boot guard's failure message.
    expect(html).toContain('<div id="casino-loading" class="is-drawn"');
    const boot = JSON.parse(/<script nonce="[^"]+" id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(boot.ssr).toEqual({ device: 'mobile', loaderData: { 0: null } });
    // antd's styles under the page's nonce; the module's own stylesheet, and nothing outside its folder.
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<style nonce="${nonce}" data-css-hash="x">`);
    // The module's CSS is written in (a hanging remote file must not hold the paint), and only its own.
    expect(html).toContain(`<style nonce="${nonce}" data-module-css>.home{color:gold}<\\/style-in-content</style>`);
    expect(html).not.toContain('/remotes/mf-home/1.0.0/home.1234.css');
    expect(html).not.toContain('outside');
    const call = calls.at(-1);
    // The route loaders read the language and flags from the request's cookies.
    expect(call).toMatchObject({ device: 'mobile', locale: 'en_US', cookie: 'i18n_redirected=en_US; a=1' });
    expect(call?.serverEntries).toEqual({ mf_home: 'http://release.internal/remotes/mf-home/1.0.0/server/remoteEntry.js' });
  });

  it("writes the boot's and the rendered layout's stylesheets into the page, and not the other layout's", async () => {
    const mobile = (await app.inject({ url: '/', headers: { 'user-agent': IPHONE } })).body;
    const nonce = /<script nonce="([^"]+)"/.exec(mobile)?.[1];
    // Written in, named for webpack's CSS loader so the boot does not fetch them again, and not hinted.
    expect(mobile).toContain(`<style nonce="${nonce}" data-href="boot.11.css">.boot{margin:0}</style>`);
    expect(mobile).toContain(
      `<style nonce="${nonce}" data-href="kit-mobile.33.css" media="(max-width: 991.98px)">.adm{color:blue}</style>`,
    );
    expect(mobile).not.toContain('href="/shell/3.0.0/boot.11.css"');
    expect(mobile).not.toContain('href="/shell/3.0.0/kit-mobile.33.css"');
    // The scripts are still hinted.
    expect(mobile).toContain('<link rel="preload" href="/shell/3.0.0/boot.11.js" as="script">');
    // antd's styles come first, so the site's own rules win at equal specificity (as in the browser).
    expect(mobile.indexOf('data-css-hash="x"')).toBeGreaterThan(0);
    expect(mobile.indexOf('data-css-hash="x"')).toBeLessThan(mobile.indexOf('data-href="boot.11.css"'));
    expect(mobile.indexOf('data-href="boot.11.css"')).toBeLessThan(mobile.indexOf('data-module-css'));

    // A desktop page has no kit stylesheet of its own, and does not download the phone's: the
    // phone's kit brings it when a narrower window imports the kit (a hint for that width only).
    const desktop = (await app.inject({ url: '/' })).body;
    expect(desktop).toContain('data-href="boot.11.css">.boot{margin:0}</style>');
    expect(desktop).not.toContain('<link rel="stylesheet" href="/shell/3.0.0/kit-mobile.33.css"');
    expect(desktop).toContain('<link rel="preload" href="/shell/3.0.0/kit-mobile.33.css" as="style" media="(max-width: 991.98px)">');
    expect(desktop).not.toContain('.adm{color:blue}');
  });

  it('gives the server build the remote containers of the release folder only', async () => {
    await app.inject({ url: '/' });
    expect((calls.at(-1) as unknown as { file: string }).file).toBe(path.join(releaseDir, 'remotes/mf-home/1.0.0/server/remoteEntry.js'));
    const renderer = new ServerRenderer({ releaseDir, timeoutMs: 100 });
    expect(renderer.releaseFile('http://release.internal/remotes/../../etc/passwd')).toBeNull();
    expect(renderer.releaseFile('http://release.internal/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(renderer.releaseFile('http://elsewhere.example/remotes/mf-home/1.0.0/server/remoteEntry.js')).toBeNull();
  });

  it.each([
    ['a render that throws', '/?throw=1'],
    ['a render the build skips', '/?skip=1'],
  ])('answers the page for the browser to render after %s', async (_case, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<div id="casino-loading" role=');
    expect(response.body).not.toContain('"ssr"');
  });

  it('draws the page of an unknown path and answers it with its 404', async () => {
    const before = calls.length;
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(calls.length).toBe(before + 1);
    expect(response.body).toContain('<main data-testid="drawn">');
  });
});

/** A render of the stand-in shell 3.0.0 with mf_home at `version` (its HomePage the route's module). */
function renderRequest(url: string, { version, device }: { version: string; device: RenderRequest['device'] }): RenderRequest {
  return {
    shellDir: path.join(releaseDir, 'shell/3.0.0'),
    boot: {
      config: {} as RenderRequest['boot']['config'],
      manifest: {
        env: 'test',
        shellVersion: '3.0.0',
        remotes: { mf_home: { app: 'mf-home', name: 'mf_home', version, entry: `/remotes/mf-home/${version}/mf-manifest.json` } },
      },
      firstModule: 'mf_home/HomePage',
    },
    url,
    locale: 'en_US',
    device,
    nonce: 'N',
  };
}

describe("the route module's CSS", () => {
  it('is kept only once all of it was read: a file missing at first is read by a later render', async () => {
    const folder = path.join(releaseDir, 'remotes/mf-home/2.0.0');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({ exposes: [{ name: 'HomePage', assets: { css: { sync: ['a.1.css', 'b.2.css'] } } }] }),
    );
    fs.writeFileSync(path.join(folder, 'a.1.css'), '.a{}');
    const renderer = new ServerRenderer({ releaseDir, timeoutMs: 1000 });
    const input = renderRequest('http://localhost/', { version: '2.0.0', device: 'desktop' });
    // One file missing: what there is, and asked for again.
    expect((await renderer.render(input))?.moduleCss).toBe('.a{}');
    fs.writeFileSync(path.join(folder, 'b.2.css'), '.b{}');
    expect((await renderer.render(input))?.moduleCss).toBe('.a{}\n.b{}');
    // Whole now, and the same at the next render.
    expect((await renderer.render(input))?.moduleCss).toBe('.a{}\n.b{}');
  });
});

describe('render threads', () => {
  const request = (url: string) => renderRequest(url, { version: '1.0.0', device: 'mobile' });

  it('render with the live build in a thread and tell the server what went wrong', async () => {
    const logs: string[] = [];
    const pool = new RenderPool({ releaseDir, timeoutMs: 1000, threads: 2, log: (message) => logs.push(message) });
    try {
      const pages = await Promise.all(['/', '/faq', '/discount'].map((url) => pool.render(request(`http://localhost${url}`))));
      for (const page of pages) expect(page?.html).toBe('<main data-testid="drawn">Drawn on the server $& $1 mobile</main>');
      // The module's stylesheet is read in the thread too.
      expect(pages[0]?.moduleCss).toBe('.home{color:gold}</style-in-content');
      expect(logs).toEqual([]);
      expect(await pool.render(request('http://localhost/?throw=1'))).toBeNull();
      expect(logs.join('\n')).toContain('server render failed for http://localhost/?throw=1: Error: render broke');
      // A shell version without a server build: the browser renders its pages.
      expect(await pool.render({ ...request('http://localhost/'), shellDir: path.join(releaseDir, 'shell/9.9.9') })).toBeNull();
      expect(logs.join('\n')).toContain('no server build for');
    } finally {
      await pool.close();
    }
  });
});

describe('deviceOf', () => {
  it('takes the client hint first, then the user agent', () => {
    expect(deviceOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('mobile');
    expect(deviceOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': IPHONE })).toBe('desktop');
    expect(deviceOf({ 'user-agent': IPHONE })).toBe('mobile');
    expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' })).toBe('mobile');
    expect(deviceOf({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' })).toBe('desktop');
    expect(deviceOf({})).toBe('desktop');
  });
});
