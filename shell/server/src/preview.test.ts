import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { previewLink, signedPreviewCookie } from '@casino/release-format';
import type { BootManifest } from '@casino/contracts';
import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import { manifestFor, parsePreviewCookie } from './preview';
import { homeReleaseManifest } from './routes/testing';

const SECRET = 'preview-secret-for-the-unit-tests-0123456789';
const NOW = Date.UTC(2030, 0, 1, 3, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);
const PUBLISHED_MANIFEST = '{"name":"mf_home","version":"1.3.0"}';

let releaseDir: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(releaseDir, file)), { recursive: true });
  fs.writeFileSync(path.join(releaseDir, file), content);
}

beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-preview-'));
  write('shell/1.0.0/index.html', '<html><head><!--casino:head--></head><body><!--casino:boot--></body></html>');
  write('remotes/mf-home/1.2.0/mf-manifest.json', '{"name":"mf_home"}');
  // Published (its folder is there) but live nowhere: what a preview is for.
  write('remotes/mf-home/1.3.0/mf-manifest.json', PUBLISHED_MANIFEST);
  write('remotes/mf-games/2.0.0/mf-manifest.json', '{"name":"mf_games"}');
  // A folder without a manifest is no published version (e.g. deploy's half-copied temporary folder).
  fs.mkdirSync(path.join(releaseDir, 'remotes/mf-home/1.4.0'), { recursive: true });
  write('manifests/test.json', homeReleaseManifest());
  // What deploy publish writes beside each version (only the presence matters to a preview).
  for (const [app, version] of [
    ['mf-home', '1.2.0'],
    ['mf-home', '1.3.0'],
    ['mf-games', '2.0.0'],
  ]) {
    write(`integrity/${app}/${version}.json`, JSON.stringify({ schema: 1, app, version, files: {} }));
  }
  // Published by hand: its manifest is there, its record is not.
  write('remotes/mf-home/1.5.0/mf-manifest.json', '{"name":"mf_home"}');
  const config = loadConfig({
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'test',
    BACKEND_URL: 'http://127.0.0.1:9',
    FIRST_DATA_TIMEOUT_MS: '0',
    PREVIEW_SECRET: SECRET,
    // As deployed behind a TLS proxy: its X-Forwarded-Proto decides the Secure flag.
    TRUST_PROXY: '1',
  });
  app = await buildServer(config, { now: () => NOW });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

function bootOf(html: string): BootManifest {
  const json = /<script[^>]* id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { manifest: BootManifest }).manifest;
}

const link = (fields: { app: string; version: string; exp: number }, secret = SECRET) => previewLink('', fields, secret);

/** A cookie the server signed (as a preview link sets it), for targets written as text. */
const signed = (text: string, exp = nowSeconds + 3600, secret = SECRET) => signedPreviewCookie(text, exp, secret);
const signing = { secret: SECRET, now: () => NOW };

describe('the preview cookie', () => {
  it.each([
    ['one remote', signed('mf-games@1.5.0'), [{ app: 'mf-games', version: '1.5.0' }]],
    [
      'two remotes',
      signed('mf-games@1.5.0,mf-home@0.2.0-build.ab12cd34'),
      [
        { app: 'mf-games', version: '1.5.0' },
        { app: 'mf-home', version: '0.2.0-build.ab12cd34' },
      ],
    ],
    ['a value in double quotes', `"${signed('mf-games@1.5.0')}"`, [{ app: 'mf-games', version: '1.5.0' }]],
    ['the same remote twice (the last wins)', signed(' mf-games@1.5.0 , mf-games@1.6.0 '), [{ app: 'mf-games', version: '1.6.0' }]],
  ])('reads %s', (_what, value, targets) => {
    expect(parsePreviewCookie(`i18n_redirected=en_US; casino_preview=${value}; other=1`, signing)).toEqual({
      targets,
      exp: nowSeconds + 3600,
      ignored: [],
    });
  });

  it.each([
    ['https://evil.example/mf-manifest.json', 'not <app>@<version>'],
    ['mf-games@https://evil.example/mf-manifest.json', 'invalid version'],
    ['mf-games@//evil.example/x', 'invalid version'],
    ['mf-games@../../manifests/production', 'invalid version'],
    ['mf-games@1.5.0/../../x', 'invalid version'],
    ['mf-games@.tmp-1.5.0', 'invalid version'],
    ['shell@0.4.0', 'unknown remote "shell"'],
    ['mf_games@1.5.0', 'unknown remote "mf_games"'],
    ['mf-games', 'not <app>@<version>'],
  ])('ignores %s even when signed, saying why', (value, why) => {
    const cookie = parsePreviewCookie(`casino_preview=${signed(value)}`, signing);
    expect(cookie.targets).toEqual([]);
    expect(cookie.ignored).toEqual([expect.stringContaining(why)]);
  });

  it.each([
    ['made by hand (no signature)', encodeURIComponent('mf-home@1.3.0'), 'not signed'],
    ['signed with another secret', signed('mf-home@1.3.0', nowSeconds + 60, 'another-secret-of-more-than-32-characters'), 'signature'],
    ['changed after signing', signed('mf-home@1.2.0').replace('1.2.0', '1.3.0'), 'signature'],
    ['with its expiry moved', signed('mf-home@1.3.0', nowSeconds + 60).replace(`${nowSeconds + 60}`, `${nowSeconds + 7200}`), 'signature'],
    ['expired', signed('mf-home@1.3.0', nowSeconds), 'expired'],
  ])('ignores a cookie %s', (_what, value, why) => {
    const cookie = parsePreviewCookie(`casino_preview=${value}`, signing);
    expect(cookie).toEqual({ targets: [], exp: 0, ignored: [expect.stringContaining(why)] });
  });

  it('ignores every cookie on a server without PREVIEW_SECRET', () => {
    const cookie = parsePreviewCookie(`casino_preview=${signed('mf-home@1.3.0')}`, { secret: null, now: () => NOW });
    expect(cookie).toEqual({ targets: [], exp: 0, ignored: [expect.stringContaining('PREVIEW_SECRET is not set')] });
  });

  it('keeps the good entries of a mixed value, and refuses a value too long or not decodable as a whole', () => {
    expect(parsePreviewCookie(`casino_preview=${signed('mf-home@1.3.0,mf-games@http://x')}`, signing).targets).toEqual([
      { app: 'mf-home', version: '1.3.0' },
    ]);
    expect(parsePreviewCookie(`casino_preview=${signed('mf-home@1.3.0,'.repeat(100))}`, signing)).toMatchObject({
      targets: [],
      ignored: [expect.stringContaining('longer than')],
    });
    expect(parsePreviewCookie('casino_preview=%E0%A4%A', signing)).toMatchObject({
      targets: [],
      ignored: [expect.stringContaining('not URL-decodable')],
    });
    expect(parsePreviewCookie(undefined, signing)).toEqual({ targets: [], exp: 0, ignored: [] });
    expect(parsePreviewCookie(`xcasino_preview=${signed('mf-home@1.3.0')}`, signing)).toEqual({ targets: [], exp: 0, ignored: [] });
  });

  it('logs what it ignores, including a version that is not published or was copied in by hand', async () => {
    const warn = jest.fn();
    const live = JSON.parse(homeReleaseManifest()) as { remotes: BootManifest['remotes'] };
    const request = {
      headers: { cookie: `casino_preview=${signed('mf-home@9.9.9,mf-games@http://evil.example')}` },
      log: { warn },
    } as unknown as FastifyRequest;
    const result = await manifestFor(request, releaseDir, { env: 'test', shellVersion: '1.0.0', remotes: live.remotes }, signing);
    expect(result.previewing).toBe(false);
    expect(result.manifest.remotes.mf_home?.version).toBe('1.2.0');
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^preview cookie entry ignored: "mf-games@http:\/\/evil.example": invalid version/),
      'preview cookie entry ignored: mf-home@9.9.9: not published in this release',
    ]);

    warn.mockClear();
    const byHand = { headers: { cookie: `casino_preview=${signed('mf-home@1.5.0')}` }, log: { warn } } as unknown as FastifyRequest;
    const copied = await manifestFor(byHand, releaseDir, { env: 'test', shellVersion: '1.0.0', remotes: live.remotes }, signing);
    expect(copied.manifest.remotes.mf_home?.version).toBe('1.2.0');
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'preview cookie entry ignored: mf-home@1.5.0: no integrity record (not published through deploy)',
    ]);
  });
});

describe('a previewing browser', () => {
  it('gets the published version in its page, with the entry built by the server and the integrity of its manifest', async () => {
    const response = await app.inject({ url: '/discount', headers: { cookie: `casino_preview=${signed('mf-home@1.3.0')}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    const integrity = `sha384-${createHash('sha384').update(PUBLISHED_MANIFEST).digest('base64')}`;
    expect(bootOf(response.body).remotes.mf_home).toEqual({
      app: 'mf-home',
      name: 'mf_home',
      version: '1.3.0',
      entry: '/remotes/mf-home/1.3.0/mf-manifest.json',
      integrity,
      preview: true,
    });
    expect(response.body).toContain('href="/remotes/mf-home/1.3.0/mf-manifest.json"');
    expect(response.body).not.toContain(SECRET);
  });

  it('gets it in /manifests/live.json too, while another browser keeps the live release', async () => {
    const previewed = await app.inject({
      url: '/manifests/live.json',
      headers: { cookie: `casino_preview=${signed('mf-home@1.3.0,mf-games@2.0.0')}` },
    });
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(String(previewed.headers.vary)).toMatch(/cookie/i);
    const remotes = (previewed.json() as BootManifest).remotes;
    expect([remotes.mf_home?.version, remotes.mf_games?.version, remotes.mf_games?.entry]).toEqual([
      '1.3.0',
      '2.0.0',
      '/remotes/mf-games/2.0.0/mf-manifest.json',
    ]);

    const live = await app.inject({ url: '/manifests/live.json' });
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(String(live.headers.vary)).toMatch(/cookie/i);
    expect((live.json() as BootManifest).remotes).toEqual({ mf_home: expect.objectContaining({ version: '1.2.0' }) });
    expect((live.json() as BootManifest).remotes.mf_home?.preview).toBeUndefined();
  });

  it.each([
    ['a version that is not published', signed('mf-home@9.9.9')],
    ['a folder without a manifest', signed('mf-home@1.4.0')],
    ['a folder without an integrity record', signed('mf-home@1.5.0')],
    ['a URL', signed('mf-home@https://evil.example/mf-manifest.json')],
    ['a path out of the release', signed('mf-home@../../manifests/test')],
    ['the shell', signed('shell@1.0.0')],
    ['a published version, unsigned', 'mf-home@1.3.0'],
  ])('is the live release for a cookie naming %s', async (_what, value) => {
    const response = await app.inject({ url: '/discount', headers: { cookie: `casino_preview=${value}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(bootOf(response.body).remotes).toEqual({ mf_home: expect.objectContaining({ version: '1.2.0' }) });
    expect(response.body).not.toContain('evil.example');
  });
});

describe('the signed preview link', () => {
  it('sets the cookie until the link expires and sends the browser home, where it previews', async () => {
    const response = await app.inject({ url: link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 3600 }) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBe(`casino_preview=${signed('mf-home@1.3.0')}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);
    const cookie = String(response.headers['set-cookie']).split(';')[0];
    const page = await app.inject({ url: '/', headers: { cookie } });
    expect(bootOf(page.body).remotes.mf_home?.version).toBe('1.3.0');
  });

  it('adds its remote to those the browser already previews, replacing the same remote, until the earlier expiry', async () => {
    const longer = await app.inject({
      url: link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 600 }),
      headers: { cookie: `casino_preview=${signed('mf-games@2.0.0,mf-home@1.2.0', nowSeconds + 60)}` },
    });
    expect(String(longer.headers['set-cookie'])).toBe(
      `casino_preview=${signed('mf-games@2.0.0,mf-home@1.3.0', nowSeconds + 60)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`,
    );
    // A cookie that is not the server's own is dropped, not carried on.
    const forged = await app.inject({
      url: link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 600 }),
      headers: { cookie: 'casino_preview=mf-games%402.0.0' },
    });
    expect(String(forged.headers['set-cookie'])).toMatch(new RegExp(`^casino_preview=${signed('mf-home@1.3.0', nowSeconds + 600)}; `));
  });

  it('is marked Secure behind a TLS proxy', async () => {
    const response = await app.inject({
      url: link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 60 }),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it.each([
    [
      'a wrong signature',
      () => link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 60 }, 'another-secret-of-more-than-32-characters'),
      403,
      'signature',
    ],
    [
      'a version changed after signing',
      () => link({ app: 'mf-home', version: '1.2.0', exp: nowSeconds + 60 }).replace('version=1.2.0', 'version=1.3.0'),
      403,
      'signature',
    ],
    ['an expired link', () => link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds - 1 }), 403, 'expired'],
    ['a link living longer than 7 days', () => link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 8 * 86400 }), 400, '7 days'],
    ['an unknown app', () => link({ app: 'mf-casino', version: '1.3.0', exp: nowSeconds + 60 }), 400, 'unknown remote'],
    [
      'a URL as the version',
      () => link({ app: 'mf-home', version: 'https://evil.example/x', exp: nowSeconds + 60 }),
      400,
      'invalid version',
    ],
    ['a version that is not published', () => link({ app: 'mf-home', version: '9.9.9', exp: nowSeconds + 60 }), 404, 'not published'],
    ['a missing signature', () => '/__preview?app=mf-home&version=1.3.0&exp=1', 400, 'sig must each be given once'],
    ['a field given twice', () => `${link({ app: 'mf-home', version: '1.3.0', exp: nowSeconds + 60 })}&app=mf-games`, 400, 'once'],
  ])('refuses %s without setting a cookie', async (_what, url, status, message) => {
    const response = await app.inject({ url: url() });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(message);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is off when the server has no PREVIEW_SECRET', async () => {
    const plain = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', FIRST_DATA_TIMEOUT_MS: '0' }));
    const response = await plain.inject({ url: link({ app: 'mf-home', version: '1.3.0', exp: Math.floor(Date.now() / 1000) + 60 }) });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('PREVIEW_SECRET is not set');
    await plain.close();
  });

  it('leaves the preview at /__preview/exit', async () => {
    const response = await app.inject({ url: '/__preview/exit', headers: { cookie: `casino_preview=${signed('mf-home@1.3.0')}` } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']).toBe('casino_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('needs a secret of at least 32 characters', () => {
    expect(() => loadConfig({ PREVIEW_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET must be at least 32 characters/);
  });
});
