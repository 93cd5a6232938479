import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { loadConfig } from './config';
import {
  HtmlCache,
  keyOf,
  NONCE_PLACEHOLDER,
  noncelessPage,
  pageQuery,
  releaseSignature,
  withNonce,
  type NoncelessPage,
  type PageKey,
} from './html-cache';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Renders the test answers by hand: each waits until the test finishes it. */
function renders() {
  const pending: { finish: (html: string, drawn?: boolean) => void; fail: (error: Error) => void }[] = [];
  const render = () =>
    new Promise<NoncelessPage>((resolve, reject) =>
      pending.push({ finish: (html, drawn = true) => resolve(noncelessPage(html, 200, drawn)), fail: reject }),
    );
  return { pending, render };
}

const KEY: PageKey = {
  release: 'shell@1.0.0,mf_home@1.0.0@/remotes/mf-home/1.0.0/mf-manifest.json',
  origin: 'http://casino.example',
  site: 1,
  locale: 'en_US',
  device: 'desktop',
  path: '/',
  query: '',
};

const html = (result: { page: NoncelessPage }) => withNonce(result.page, 'N').toString('utf8');

describe('HtmlCache', () => {
  let clock: number;
  const cacheOf = (options: { ttlMs?: number; maxStaleMs?: number; maxEntries?: number; maxSize?: number } = {}) =>
    new HtmlCache({ ttlMs: 1000, maxStaleMs: 5000, ...options, now: () => clock });

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('renders once however many visitors wait for the same key, and answers all of them', async () => {
    const cache = cacheOf();
    const { pending, render } = renders();
    const waiting = Array.from({ length: 50 }, () => cache.get(KEY, render));
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]?.finish('<p>home</p>');
    const answers = await Promise.all(waiting);
    expect(answers.map(html)).toEqual(Array.from({ length: 50 }, () => '<p>home</p>'));
    expect(answers.map((answer) => answer.state)).toEqual(Array.from({ length: 50 }, () => 'miss'));
    // Fresh: no render at all.
    const again = await cache.get(KEY, render);
    expect(again.state).toBe('hit');
    expect(html(again)).toBe('<p>home</p>');
    expect(pending).toHaveLength(1);
  });

  it('serves a stale page at once while one render refreshes it, then the new one', async () => {
    const cache = cacheOf();
    const { pending, render } = renders();
    const first = cache.get(KEY, render);
    await settle();
    pending[0]?.finish('<p>old</p>');
    await first;
    clock += 1500;
    const stale = await Promise.all([cache.get(KEY, render), cache.get(KEY, render)]);
    expect(stale.map((answer) => [answer.state, html(answer)])).toEqual([
      ['stale', '<p>old</p>'],
      ['stale', '<p>old</p>'],
    ]);
    expect(pending).toHaveLength(2);
    pending[1]?.finish('<p>new</p>');
    await settle();
    const fresh = await cache.get(KEY, render);
    expect([fresh.state, html(fresh)]).toEqual(['hit', '<p>new</p>']);
    expect(pending).toHaveLength(2);
  });

  it('renders while the visitor waits once a page is too old to serve stale', async () => {
    const cache = cacheOf({ ttlMs: 1000, maxStaleMs: 5000 });
    const { pending, render } = renders();
    const first = cache.get(KEY, render);
    await settle();
    pending[0]?.finish('<p>old</p>');
    await first;
    clock += 6001;
    const late = cache.get(KEY, render);
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]?.finish('<p>new</p>');
    expect(await late.then((answer) => [answer.state, html(answer)])).toEqual(['miss', '<p>new</p>']);
  });

  it('keeps no page the server did not draw, and drops a stale page whose refresh was not drawn or failed', async () => {
    const cache = cacheOf();
    const { pending, render } = renders();
    const fallback = cache.get(KEY, render);
    await settle();
    pending[0]?.finish('<div id="root"></div>', false);
    expect(html(await fallback)).toBe('<div id="root"></div>');
    expect(cache.size).toBe(0);

    for (const refresh of [
      (i: number) => pending[i]?.finish('<div id="root"></div>', false),
      (i: number) => pending[i]?.fail(new Error('x')),
    ]) {
      const drawn = cache.get(KEY, render);
      await settle();
      pending.at(-1)?.finish('<p>drawn</p>');
      await drawn;
      clock += 1500;
      expect((await cache.get(KEY, render)).state).toBe('stale');
      refresh(pending.length - 1);
      await settle();
      expect(cache.size).toBe(0);
    }
  });

  it('keeps pages apart by every part of the key', async () => {
    const cache = cacheOf();
    let count = 0;
    const render = async (): Promise<NoncelessPage> => noncelessPage(`<p>${(count += 1)}</p>`, 200);
    const variants: Partial<PageKey>[] = [
      {},
      { origin: 'https://casino.example' },
      { site: 2 },
      { locale: 'zh_CN' },
      { device: 'mobile' },
      { path: '/faq' },
      { query: 'gp_id=5' },
    ];
    const first = await Promise.all(variants.map((variant) => cache.get({ ...KEY, ...variant }, render)));
    expect(new Set(first.map(html)).size).toBe(variants.length);
    const again = await Promise.all(variants.map((variant) => cache.get({ ...KEY, ...variant }, render)));
    expect(again.map(html)).toEqual(first.map(html));
    expect(again.every((answer) => answer.state === 'hit')).toBe(true);
  });

  it('drops the pages of the release that was live when another one is seen', async () => {
    const cache = cacheOf();
    let count = 0;
    const render = async (): Promise<NoncelessPage> => noncelessPage(`<p>${(count += 1)}</p>`, 200);
    await cache.get(KEY, render);
    await cache.get({ ...KEY, path: '/faq' }, render);
    expect(cache.size).toBe(2);
    const rolledBack = { ...KEY, release: 'shell@1.0.0,mf_home@0.9.0@/remotes/mf-home/0.9.0/mf-manifest.json' };
    expect((await cache.get(rolledBack, render)).state).toBe('miss');
    expect(cache.size).toBe(1);
    // Back again: the old pages are gone, the page is rendered anew.
    expect((await cache.get(KEY, render)).state).toBe('miss');
    expect(count).toBe(4);
  });

  it('does not keep a render of a release that stopped being live while it ran', async () => {
    const cache = cacheOf();
    const { pending, render } = renders();
    const old = cache.get(KEY, render);
    await settle();
    await cache.get({ ...KEY, release: 'shell@2.0.0' }, async () => noncelessPage('<p>2</p>', 200));
    pending[0]?.finish('<p>1</p>');
    expect(html(await old)).toBe('<p>1</p>');
    expect(cache.size).toBe(1);
  });

  it('is bounded in pages and in characters', async () => {
    const render = (size: number) => async (): Promise<NoncelessPage> => noncelessPage('x'.repeat(size), 200);
    const few = cacheOf({ maxEntries: 2 });
    for (const pathname of ['/a', '/b', '/c']) await few.get({ ...KEY, path: pathname }, render(10));
    expect(few.size).toBe(2);
    const small = cacheOf({ maxSize: 250 });
    for (const pathname of ['/a', '/b', '/c']) await small.get({ ...KEY, path: pathname }, render(100));
    expect(small.size).toBe(2);
  });
});

describe('the page and its nonce', () => {
  it('gives every response its own nonce, in the page and in each inline script and style', () => {
    const page = noncelessPage(
      `<style nonce="${NONCE_PLACEHOLDER}">.a{}</style><script id="casino-boot" type="application/json">{}</script><p>${NONCE_PLACEHOLDER}</p>`,
      200,
    );
    expect(Buffer.concat(page.parts).toString('utf8')).not.toContain(NONCE_PLACEHOLDER);
    expect(withNonce(page, 'one').toString('utf8')).toBe(
      '<style nonce="one">.a{}</style><script nonce="one" id="casino-boot" type="application/json">{}</script><p>one</p>',
    );
    expect(withNonce(page, 'two').toString('utf8')).not.toContain('one');
  });

  it('keeps text outside ASCII whole around the nonce', () => {
    const page = noncelessPage(`<p>热门游戏 ${NONCE_PLACEHOLDER} Trò chơi</p>`, 200);
    expect(withNonce(page, 'n1').toString('utf8')).toBe('<p>热门游戏 n1 Trò chơi</p>');
  });
});

describe('the key', () => {
  it('keeps the query a route reads, sorted, and drops ad tags', () => {
    expect(pageQuery('/gameHall/:id', '?utm_source=x&house=2&gp_id=5&fbclid=abc')).toEqual({ query: 'gp_id=5&house=2' });
    expect(pageQuery('/gameHall/:id', '?gp_id=5&gp_id=6')).toEqual({ query: 'gp_id=5&gp_id=6' });
    expect(pageQuery('/', '?utm_campaign=a&gclid=b')).toEqual({ query: '' });
    expect(pageQuery('/', '')).toEqual({ query: '' });
    // Every page's chrome reads these.
    expect(pageQuery('/faq', '?footer=false&appPage=1')).toEqual({ query: 'appPage=1&footer=false' });
  });

  it('bypasses the cache for a parameter the route does not read, or a session in the address', () => {
    expect(pageQuery('/', '?gp_id=5')).toEqual({ bypass: 'query' });
    expect(pageQuery('/', '?modal=login')).toEqual({ bypass: 'query' });
    expect(pageQuery('/', '?tk=t&member_id=1&member_account=a&member_currency=RMB')).toEqual({ bypass: 'session' });
    expect(pageQuery('/', '?enc=x')).toEqual({ bypass: 'session' });
  });

  it('names the live version of the shell and of every remote', () => {
    const manifest = {
      shellVersion: '1.0.0',
      remotes: {
        mf_home: { app: 'mf-home', name: 'mf_home', version: '1.0.0', entry: '/remotes/mf-home/1.0.0/mf-manifest.json' },
        mf_games: { app: 'mf-games', name: 'mf_games', version: '2.0.0', entry: '/remotes/mf-games/2.0.0/mf-manifest.json' },
      },
    } as const;
    const signature = releaseSignature(manifest);
    expect(signature).toBe(
      'shell@1.0.0,mf_games@2.0.0@/remotes/mf-games/2.0.0/mf-manifest.json,mf_home@1.0.0@/remotes/mf-home/1.0.0/mf-manifest.json',
    );
    const rolledBack = releaseSignature({
      ...manifest,
      remotes: { ...manifest.remotes, mf_games: { ...manifest.remotes.mf_games, version: '1.9.0' } },
    });
    expect(rolledBack).not.toBe(signature);
    expect(keyOf({ ...KEY, release: signature })).not.toBe(keyOf({ ...KEY, release: rolledBack }));
  });
});

/**
 * The cache in the shell server, with a stand-in server build of the shell that writes its nonce
 * into the page (as antd's styles carry it) and counts its renders.
 */
describe('the HTML cache in the shell server', () => {
  let releaseDir: string;
  let app: FastifyInstance;
  let renderCount: () => number;

  const BUILD = `
let count = 0;
exports.count = () => count;
exports.renderPage = async (input) => {
  count += 1;
  if (input.url.endsWith('/faq/13')) return { kind: 'skip', reason: 'test' };
  return {
    kind: 'page',
    html: '<main data-nonce="' + input.nonce + '">render ' + count + ' of mf_home ' + input.serverEntries.mf_home.split('/')[5] + '</main>',
    styles: '<style nonce="' + input.nonce + '" data-css-hash="x">.a{}</style>',
    ssr: { device: input.device, loaderData: {} },
    recovered: [],
  };
};
`;

  const writeManifest = (homeVersion: string) =>
    fs.writeFileSync(
      path.join(releaseDir, 'manifests/test.json'),
      JSON.stringify({
        schema: 1,
        env: 'test',
        shell: { version: '3.0.0', path: '/shell/3.0.0/' },
        remotes: {
          mf_home: { app: 'mf-home', name: 'mf_home', version: homeVersion, entry: `/remotes/mf-home/${homeVersion}/mf-manifest.json` },
          mf_games: { app: 'mf-games', name: 'mf_games', version: '1.0.0', entry: '/remotes/mf-games/1.0.0/mf-manifest.json' },
        },
      }),
    );

  beforeAll(async () => {
    releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-html-cache-'));
    const shellDir = path.join(releaseDir, 'shell/3.0.0');
    fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    fs.mkdirSync(path.join(releaseDir, 'manifests'), { recursive: true });
    fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(shellDir, 'index.html'));
    fs.writeFileSync(path.join(shellDir, 'server/main.js'), BUILD);
    for (const folder of ['mf-home/1.0.0', 'mf-home/0.9.0', 'mf-games/1.0.0']) {
      fs.mkdirSync(path.join(releaseDir, `remotes/${folder}/server`), { recursive: true });
      fs.writeFileSync(path.join(releaseDir, `remotes/${folder}/server/remoteEntry.js`), 'module.exports = {};');
    }
    writeManifest('1.0.0');
    app = await buildServer(
      // Rendered in this thread, where the stand-in build's count can be read.
      loadConfig({
        RELEASE_DIR: releaseDir,
        RELEASE_ENV: 'test',
        FIRST_DATA_TIMEOUT_MS: '0',
        HTML_CACHE_MS: '60000',
        PREVIEW_SECRET: '',
        SSR_THREADS: '0',
      }),
    );
    await app.ready();
    // The start-up renders (one per layout) are not what is counted here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const build = createRequire(__filename)(path.join(shellDir, 'server/main.js')) as { count: () => number };
    renderCount = build.count;
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(releaseDir, { recursive: true, force: true });
  });

  const nonceOf = (csp: string | string[] | number | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

  it('answers a second visit from the cache, with a fresh nonce that matches its own header', async () => {
    const first = await app.inject({ url: '/faq' });
    const second = await app.inject({ url: '/faq' });
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(second.headers['x-render-cache']).toBe('hit');
    const [one, two] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();
    expect(one).not.toBe(two);
    // The same render, each under its own nonce, everywhere a nonce goes.
    expect(second.body.replaceAll(two!, 'NONCE')).toBe(first.body.replaceAll(one!, 'NONCE'));
    expect(second.body).toContain(`<main data-nonce="${two}">`);
    expect(second.body).toContain(`<style nonce="${two}" data-css-hash="x">`);
    expect(second.body).toContain(`<script nonce="${two}" id="casino-boot"`);
    for (const body of [first.body, second.body]) expect(body).not.toContain(NONCE_PLACEHOLDER);
    expect(second.body).not.toContain(one!);
    // Browsers and shared caches still keep nothing.
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toBe('accept-encoding, cookie');
  });

  it('answers HEAD like GET, from the same cache', async () => {
    const get = await app.inject({ url: '/sponsor' });
    const head = await app.inject({ method: 'HEAD', url: '/sponsor' });
    expect(get.headers['x-render-cache']).toBe('miss');
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-render-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  it('keys the page by the query its route reads, not by ad tags', async () => {
    const hall = await app.inject({ url: '/gameHall/2?gp_id=5' });
    expect((await app.inject({ url: '/gameHall/2?gp_id=5&utm_source=mail' })).headers['x-render-cache']).toBe('hit');
    const other = await app.inject({ url: '/gameHall/2?gp_id=6' });
    expect(other.headers['x-render-cache']).toBe('miss');
    expect(other.body).not.toBe(hall.body);
  });

  it.each([
    ['a preview cookie', { url: '/app', headers: { cookie: 'casino_preview=mf-home@0.9.0' } }],
    ['an answer that sets cookies (an introducer link)', { url: '/app?invite=ABC123' }],
    ['a session handed over in the address', { url: '/app?tk=t&member_id=1&member_account=a&member_currency=RMB' }],
    ['an Authorization header', { url: '/app', headers: { authorization: 'Bearer t' } }],
    ['a query parameter the route does not read', { url: '/app?modal=login' }],
  ])('renders the page per request for %s', async (_case, request) => {
    // The page is in the cache for everyone else.
    await app.inject({ url: '/app' });
    expect((await app.inject({ url: '/app' })).headers['x-render-cache']).toBe('hit');
    const before = renderCount();
    const first = await app.inject(request);
    const second = await app.inject(request);
    expect([first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual(['bypass', 'bypass']);
    expect(renderCount()).toBe(before + 2);
  });

  it('keeps no page left to the browser', async () => {
    const before = renderCount();
    const answers = [await app.inject({ url: '/faq/13' }), await app.inject({ url: '/faq/13' })];
    expect(answers.map((response) => [response.statusCode, response.headers['x-render-cache']])).toEqual([
      [200, 'miss'],
      [200, 'miss'],
    ]);
    expect(answers[1]?.body).toContain('<div id="root"></div>');
    expect(renderCount()).toBe(before + 2);
  });

  it('renders the new version at the next request after a rollback, and drops the old pages', async () => {
    await app.inject({ url: '/' });
    expect((await app.inject({ url: '/' })).body).toContain('of mf_home 1.0.0');
    writeManifest('0.9.0');
    const after = await app.inject({ url: '/' });
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('of mf_home 0.9.0');
    writeManifest('1.0.0');
    const back = await app.inject({ url: '/' });
    expect(back.headers['x-render-cache']).toBe('miss');
    expect(back.body).toContain('of mf_home 1.0.0');
  });
});
