import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '../pages/test';
import { NginxEdge, rawGet } from '../pages/nginx-edge';
import { startShellServer, stopShellServer, type StartedShellServer } from '../pages/own-shell-server';
import { preview } from '../pages/preview';
import { releaseDir, SANDBOX_PORT, SHELL_PORT } from '../playwright.config';

/**
 * nginx for real (issue 14): Debian's nginx runs deploy/nginx/casino.conf (ports and paths
 * templated, the rest byte for byte: pages/nginx-edge.ts) in front of this worker's shell server,
 * its sandbox (for /api, over TLS as in production) and its copy of the published release, and
 * the answers are checked request by request. HTTP only: the desktop project runs it.
 */
test.describe.configure({ mode: 'default' });

interface LiveManifest {
  shell: { version: string };
  remotes: Record<string, { app: string; version: string }>;
}

let edge: NginxEdge;
/** The shell server behind nginx: it believes the one proxy in front of it (TRUST_PROXY=1), as deployed. */
let shell: StartedShellServer;
let api: APIRequestContext;
let live: LiveManifest;
/** Paths of the live mf-home version folder: on disk and as a URL. */
let home: { dir: string; url: string };

test.beforeAll(async () => {
  live = JSON.parse(fs.readFileSync(path.join(releaseDir, 'manifests', 'e2e.json'), 'utf8')) as LiveManifest;
  const version = live.remotes.mf_home?.version ?? '';
  home = { dir: path.join(releaseDir, 'remotes', 'mf-home', version), url: `/remotes/mf-home/${version}` };
  shell = await startShellServer({ TRUST_PROXY: '1' });
  edge = new NginxEdge({ releaseDir, shellPort: shell.port, backendPort: SANDBOX_PORT });
  await edge.start();
  api = await playwrightRequest.newContext({ baseURL: edge.baseUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await edge?.stop();
  if (shell) await stopShellServer(shell.child);
});

const header = (headers: Record<string, string | string[] | undefined>, name: string) => headers[name];

test('versioned files are cached for a year; mf-manifest.json, pages and the live manifest are revalidated', async () => {
  const shellDir = path.join(releaseDir, 'shell', live.shell.version);
  const mainJs = fs.readdirSync(shellDir).find((name) => /^main\.[\w]+\.js$/.test(name));
  expect(mainJs, 'the published shell has a hashed main.js').toBeDefined();

  for (const url of [`${home.url}/remoteEntry.js`, `/shell/${live.shell.version}/${mainJs}`]) {
    const answer = await rawGet(edge.port, url, { 'accept-encoding': 'identity' });
    expect([url, answer.status]).toEqual([url, 200]);
    // One header, exactly: a second Cache-Control would be joined into this string.
    expect(header(answer.headers, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(answer.headers, 'content-type')).toMatch(/^application\/javascript/);
    const onDisk = fs.readFileSync(path.join(releaseDir, url));
    expect(answer.body.equals(onDisk)).toBe(true);
  }
  const entry = await rawGet(edge.port, `${home.url}/remoteEntry.js`);
  expect(header(entry.headers, 'access-control-allow-origin')).toBe('*');

  const manifest = await rawGet(edge.port, `${home.url}/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  expect(header(manifest.headers, 'cache-control')).toBe('no-cache');
  expect(header(manifest.headers, 'access-control-allow-origin')).toBe('*');
  // The page template is filled in by the shell server only: never public by its own URL.
  for (const url of [`/shell/${live.shell.version}/index.html`, `/shell/${live.shell.version}/INDEX.html`]) {
    const template = await rawGet(edge.port, url);
    expect([url, template.status]).toEqual([url, 404]);
    expect(template.body.toString()).not.toContain('<!--casino:head-->');
  }

  // The page and the live manifest come from the shell server: its no-cache goes out once, unchanged.
  const page = await rawGet(edge.port, '/discount');
  expect(page.status).toBe(200);
  expect(header(page.headers, 'content-type')).toBe('text/html; charset=utf-8');
  expect(header(page.headers, 'cache-control')).toBe('no-cache');
  expect(String(header(page.headers, 'vary'))).toMatch(/cookie/i);
  expect(header(page.headers, 'content-security-policy')).toContain("script-src 'self' 'nonce-");
  expect(page.body.toString()).toContain(`/remotes/mf-home/${live.remotes.mf_home?.version}/mf-manifest.json`);
  const liveJson = await api.get('/manifests/live.json');
  expect(liveJson.headers()['cache-control']).toBe('no-cache');
  const served = (await liveJson.json()) as { remotes: Record<string, { version: string }> };
  expect(Object.fromEntries(Object.entries(served.remotes).map(([name, remote]) => [name, remote.version]))).toEqual(
    Object.fromEntries(Object.entries(live.remotes).map(([name, remote]) => [name, remote.version])),
  );
});

test("a previewing browser's page and live manifest are private, never stored, through nginx too", async () => {
  // The live version is published too, so a preview of it is accepted (and marked as a preview).
  const cookie = preview.cookie('mf-home', live.remotes.mf_home?.version ?? '');
  for (const url of ['/', '/manifests/live.json']) {
    const answer = await rawGet(edge.port, url, { cookie });
    expect([url, header(answer.headers, 'cache-control')]).toEqual([url, 'private, no-store']);
    expect([url, String(header(answer.headers, 'vary'))]).toEqual([url, expect.stringMatching(/cookie/i)]);
  }
  const previewed = (await (await api.get('/manifests/live.json', { headers: { cookie } })).json()) as {
    remotes: Record<string, { preview?: boolean }>;
  };
  expect(previewed.remotes.mf_home?.preview).toBe(true);
});

test('release files go out precompressed by Accept-Encoding; proxied JSON is gzipped on the fly', async () => {
  const file = path.join(home.dir, 'remoteEntry.js');
  const original = fs.readFileSync(file);
  expect(fs.existsSync(`${file}.gz`), 'deploy publish wrote remoteEntry.js.gz').toBe(true);

  const gzip = await rawGet(edge.port, `${home.url}/remoteEntry.js`, { 'accept-encoding': 'gzip, deflate' });
  expect(header(gzip.headers, 'content-encoding')).toBe('gzip');
  expect(header(gzip.headers, 'vary')).toBe('Accept-Encoding');
  expect(header(gzip.headers, 'cache-control')).toBe('public, max-age=31536000, immutable');
  // gzip_static: the very .gz publish wrote, not one made per request.
  expect(gzip.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
  expect(gunzipSync(gzip.body).equals(original)).toBe(true);

  // Stock Debian nginx has no ngx_brotli (casino-brotli.d stays empty): a br-only client gets the original, never the .br as is.
  test.info().annotations.push({ type: 'brotli', description: 'not checked: Debian nginx without the ngx_brotli module' });
  const brOnly = await rawGet(edge.port, `${home.url}/remoteEntry.js`, { 'accept-encoding': 'br' });
  expect(header(brOnly.headers, 'content-encoding')).toBeUndefined();
  expect(brOnly.body.equals(original)).toBe(true);

  // The backend answers this list uncompressed and over 1 KB (checked first), so nginx compresses it.
  const body = JSON.stringify({ site_id: 1, use_type: 0 });
  const direct = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/api/arks/web/carousel_picture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body,
  });
  const directText = await direct.text();
  expect(direct.headers.get('content-encoding')).toBeNull();
  expect(Buffer.byteLength(directText)).toBeGreaterThan(1024);
  const viaNginx = await api.post('/api/arks/web/carousel_picture', {
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    data: body,
  });
  expect(viaNginx.status()).toBe(200);
  expect(viaNginx.headers()['content-encoding']).toBe('gzip');
  expect(await viaNginx.json()).toEqual(JSON.parse(directText));
});

test('/api reaches the backend through nginx, with the answer as the backend gave it', async () => {
  const viaNginx = await api.post('/api/arks/web/announcement/marquee', { data: { site_id: 1 } });
  const direct = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/api/arks/web/announcement/marquee`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site_id: 1 }),
  });
  expect(viaNginx.status()).toBe(200);
  const envelope = (await viaNginx.json()) as { code: number };
  expect(envelope.code).toBe(1000);
  expect(envelope).toEqual(await direct.json());
  // A backend error status is relayed, not turned into a page.
  const missing = await api.post('/api/no/such/call', { data: {} });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/application\/json/);
});

test('no path reaches the manifests, the history or a file outside a version folder', async () => {
  expect(fs.existsSync(path.join(releaseDir, 'manifests', 'e2e.json'))).toBe(true);
  const probes = [
    '/manifests/e2e.json',
    '/manifests/e2e.history.jsonl',
    '/manifests/production.json',
    '/remotes/../manifests/e2e.json',
    '/remotes/../manifests/production.json',
    '/remotes/%2e%2e/manifests/e2e.json',
    '/remotes/%2E%2E/manifests/e2e.json',
    '/remotes/mf-home/..%2f..%2fmanifests%2fe2e.json',
    `${home.url}/..%2f..%2f..%2fmanifests/e2e.json`,
    '/shell/%2e%2e/manifests/e2e.json',
    '/remotes/..%5c..%5cmanifests%5ce2e.json',
    '/remotes/%252e%252e/manifests/e2e.json',
    // deploy's integrity records (release/integrity/<app>/<version>.json) are no public file either.
    `/integrity/mf-home/${live.remotes.mf_home?.version}.json`,
    '/remotes/../integrity/mf-home/',
    '/remotes/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
  ];
  for (const probe of probes) {
    const answer = await rawGet(edge.port, probe);
    expect([probe, [400, 404].includes(answer.status)]).toEqual([probe, true]);
    const text = answer.body.toString();
    // What only those files hold: the release manifest's publishedAt (the page's boot manifest has none), the record's hash, passwd's root line.
    expect([probe, /"publishedAt"|"contentHash"|root:x:/.test(text)]).toEqual([probe, false]);
  }
});

test('source maps, manifest stats and compressed siblings are not public', async () => {
  const files = fs.readdirSync(home.dir);
  const map = files.find((name) => name.endsWith('.js.map'));
  expect(map, 'the published remote has source maps on disk').toBeDefined();
  const refused = [
    `${home.url}/${map}`,
    `${home.url}/remoteEntry.js.gz`,
    `${home.url}/remoteEntry.js.br`,
    `${home.url}/remoteEntry.js%2egz`,
  ];
  if (files.includes('mf-manifest-stats.json')) refused.push(`${home.url}/mf-manifest-stats.json`);
  for (const url of refused) {
    const answer = await rawGet(edge.port, url);
    expect([url, answer.status]).toEqual([url, 404]);
    expect([url, header(answer.headers, 'x-content-type-options')]).toEqual([url, 'nosniff']);
  }
  // Deploy's temporary folders never match a version location.
  expect((await rawGet(edge.port, '/remotes/mf-home/.tmp-1.0.0-1-abcd/remoteEntry.js')).status).toBe(404);
});

test("what nginx answers itself carries the shell server's hardening headers; HSTS only over https", async () => {
  const names = ['x-content-type-options', 'referrer-policy', 'permissions-policy'];
  const url = `${home.url}/remoteEntry.js`;
  const fromShellServer = await rawGet(shell.port, url);
  for (const target of [url, `${home.url}/mf-manifest.json`, '/manifests/e2e.json', `${home.url}/x.js.map`, '/discount']) {
    const answer = await rawGet(edge.port, target);
    for (const name of names) {
      expect(header(fromShellServer.headers, name)).toBeTruthy();
      expect([target, name, header(answer.headers, name)]).toEqual([target, name, header(fromShellServer.headers, name)]);
    }
  }
  expect(header((await rawGet(edge.port, url)).headers, 'strict-transport-security')).toBeUndefined();
  const overTls = await rawGet(edge.port, url, { 'x-forwarded-proto': 'https' });
  expect(header(overTls.headers, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(header(overTls.headers, 'server')).toBe('nginx'); // server_tokens off: no version
  // A page is the shell server's answer: it sends HSTS itself when nginx passes on the TLS proxy's https.
  expect(header((await rawGet(edge.port, '/discount')).headers, 'strict-transport-security')).toBeUndefined();
  const pageOverTls = await rawGet(edge.port, '/discount', { 'x-forwarded-proto': 'https' });
  expect(header(pageOverTls.headers, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  // The worker's own shell server has no proxy in front (TRUST_PROXY unset): the same claim is not believed.
  const direct = await rawGet(SHELL_PORT, '/discount', { 'x-forwarded-proto': 'https' });
  expect(direct.status).toBe(200);
  expect(header(direct.headers, 'strict-transport-security')).toBeUndefined();
});

test('plain http from the TLS proxy is sent to https with a 301; the health check and ACME stay on http', async () => {
  const http = { 'x-forwarded-proto': 'http', host: 'casino.example' };
  const redirects: Array<[string, string]> = [
    ['/discount?tab=2', 'https://casino.example/discount?tab=2'],
    [`${home.url}/remoteEntry.js`, `https://casino.example${home.url}/remoteEntry.js`],
    ['/api/arks/web/announcement/marquee', 'https://casino.example/api/arks/web/announcement/marquee'],
  ];
  for (const [url, location] of redirects) {
    const answer = await rawGet(edge.port, url, http);
    expect([url, answer.status, header(answer.headers, 'location')]).toEqual([url, 301, location]);
    // HSTS only on https: a browser ignores it over http, and it must not be sent there.
    expect([url, header(answer.headers, 'strict-transport-security')]).toEqual([url, undefined]);
  }
  expect((await rawGet(edge.port, '/healthz', http)).status).toBe(200);
  const acme = await rawGet(edge.port, '/.well-known/acme-challenge/token-1', http);
  expect(acme.status).not.toBe(301);
  // Over https, and without the proxy's header (a probe inside the cluster): answered as before.
  const overTls = await rawGet(edge.port, '/discount', { 'x-forwarded-proto': 'https', host: 'casino.example' });
  expect(overTls.status).toBe(200);
  expect(header(overTls.headers, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect((await rawGet(edge.port, '/discount', { host: 'casino.example' })).status).toBe(200);
});
