import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { loadConfig } from './config';
import { ReleaseFileGuard, releaseFileOf } from './release-files';
import { homeReleaseManifest, makeRelease, recordIntegrity, writeCompressedSiblings } from './routes/testing';

let releaseDir: string;
const home = '/remotes/mf-home/1.2.0';
const entryText = `/* entry */ ${'var mf_home = 1;\n'.repeat(200)}`; // over 1 KB: publish writes .br and .gz

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(releaseDir, file)), { recursive: true });
  fs.writeFileSync(path.join(releaseDir, file), content);
};
/** Changes a file's bytes but keeps its size and modification time (no verdict is invalidated by it). */
const swapBytesQuietly = (file: string, content: string) => {
  const absolute = path.join(releaseDir, file);
  const before = fs.statSync(absolute);
  expect(Buffer.byteLength(content)).toBe(before.size);
  fs.writeFileSync(absolute, content);
  fs.utimesSync(absolute, before.atime, before.mtime);
};

beforeEach(async () => {
  releaseDir = makeRelease();
  write('manifests/test.json', homeReleaseManifest());
  write('shell/1.0.0/main.abc.js', 'console.log("shell");');
  write(`${home}/mf-manifest.json`, '{"name":"mf_home"}');
  write(`${home}/remoteEntry.js`, entryText);
  write(`${home}/12.deadbeef.js`, '/* chunk */');
  const dir = path.join(releaseDir, home);
  await writeCompressedSiblings(dir, fs.readdirSync(dir));
  await recordIntegrity(releaseDir);
});

afterEach(() => fs.rmSync(releaseDir, { recursive: true, force: true }));

describe('the shell server serves release files only as published', () => {
  let app: FastifyInstance;
  let logged: string[];

  beforeEach(async () => {
    app = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test' }));
    logged = [];
    jest.spyOn(app.log, 'warn').mockImplementation(((line: string) => logged.push(line)) as never);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  const get = (url: string, encoding = 'identity') => app.inject({ url, headers: { 'accept-encoding': encoding } });

  it('sends what the record says, then 404 with one log line once a file was edited', async () => {
    for (const url of [`${home}/remoteEntry.js`, `${home}/12.deadbeef.js`, `${home}/mf-manifest.json`, '/shell/1.0.0/main.abc.js']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
    write(`${home}/12.deadbeef.js`, 'window.stolen = document.cookie;');
    write('shell/1.0.0/main.abc.js', 'window.stolen = document.cookie; // main');
    for (const url of [`${home}/12.deadbeef.js`, '/shell/1.0.0/main.abc.js']) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.body]).toEqual([url, 404, 'Not found']);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
    }
    // One line per file, not per request.
    expect(logged).toEqual([
      expect.stringMatching(
        /^release file refused \(404 until it is as published\): remotes\/mf-home\/1\.2\.0\/12\.deadbeef\.js differs from what was published; /,
      ),
      expect.stringMatching(/^release file refused .*: shell\/1\.0\.0\/main\.abc\.js differs from what was published; /),
    ]);
    // Untouched files of the same folder still go out.
    expect((await get(`${home}/remoteEntry.js`)).statusCode).toBe(200);
  });

  it('refuses an edited .js to every client, though its .br and .gz are untouched', async () => {
    expect(zlib.brotliDecompressSync((await get(`${home}/remoteEntry.js`, 'br')).rawPayload).toString()).toBe(entryText);
    write(`${home}/remoteEntry.js`, `${entryText}\nwindow.stolen = document.cookie;`);
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect([encoding, (await get(`${home}/remoteEntry.js`, encoding)).statusCode]).toEqual([encoding, 404]);
    }
  });

  it('refuses a .br or .gz changed beside its untouched source, to every client', async () => {
    write(`${home}/remoteEntry.js.gz`, zlib.gzipSync('window.stolen = document.cookie;'));
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect([encoding, (await get(`${home}/remoteEntry.js`, encoding)).statusCode]).toEqual([encoding, 404]);
    }
    expect(logged).toEqual([expect.stringContaining('remotes/mf-home/1.2.0/remoteEntry.js.gz differs from what was published')]);
  });

  it('refuses a file added after publishing, and every file of a version without a record', async () => {
    write(`${home}/99.added.js`, 'alert(1)');
    expect((await get(`${home}/99.added.js`)).statusCode).toBe(404);
    write('remotes/mf-home/2.0.0/remoteEntry.js', '/* never published */');
    expect((await get('/remotes/mf-home/2.0.0/remoteEntry.js')).statusCode).toBe(404);
    expect(logged).toEqual([
      expect.stringContaining('remotes/mf-home/1.2.0/99.added.js was added after publishing'),
      expect.stringContaining('remotes/mf-home/2.0.0/remoteEntry.js has no integrity record (release/integrity/mf-home/2.0.0.json)'),
    ]);
    // A missing file is still the static route's plain 404, without a log line.
    expect((await get(`${home}/nothing.js`)).statusCode).toBe(404);
    expect(logged).toHaveLength(2);
  });
});

describe('ReleaseFileGuard', () => {
  it('hashes a file once and keeps the verdict until its modification time or size changes', async () => {
    const logged: string[] = [];
    const guard = new ReleaseFileGuard(releaseDir, (line) => logged.push(line));
    const url = `${home}/12.deadbeef.js`;
    const published = new Date('2026-01-01T00:00:00Z'); // whole milliseconds: utimes can set it again exactly
    fs.utimesSync(path.join(releaseDir, home, '12.deadbeef.js'), published, published);
    expect(await guard.refusal(url)).toBeNull();
    // Same size and time: the cached verdict stands (no second hash on the hot path).
    swapBytesQuietly(`${home}/12.deadbeef.js`, '/* chunK */');
    expect(await guard.refusal(url)).toBeNull();
    // A new modification time invalidates it.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(releaseDir, home, '12.deadbeef.js'), later, later);
    expect(await guard.refusal(url)).toBe('remotes/mf-home/1.2.0/12.deadbeef.js: differs from what was published');
    // Put back as published: served again.
    write(`${home}/12.deadbeef.js`, '/* chunk */');
    expect(await guard.refusal(url)).toBeNull();
    expect(logged).toHaveLength(1);
  });

  it('judges only the files the static routes serve', async () => {
    const guard = new ReleaseFileGuard(releaseDir, () => undefined);
    write(`${home}/x.js.map`, 'changed');
    for (const url of ['/', '/discount', '/remotes/mf-home/', `${home}/x.js.map`, `${home}/remoteEntry.js.br`, '/api/x']) {
      expect([url, await guard.refusal(url)]).toEqual([url, null]);
    }
  });

  it('names the version folder and file of a release URL', () => {
    expect(releaseFileOf('/r', '/remotes/mf-home/1.2.0/static/js/a%20b.js')).toEqual({
      app: 'mf-home',
      version: '1.2.0',
      file: 'static/js/a b.js',
      dir: path.join('/r', 'remotes', 'mf-home', '1.2.0'),
    });
    expect(releaseFileOf('/r', '/shell/0.1.0/main.js')).toMatchObject({ app: 'shell', version: '0.1.0', file: 'main.js' });
    for (const url of [
      '/remotes/mf-home/.tmp-1/x.js',
      '/remotes/Bad/1.0.0/x.js',
      '/shell/1.0.0/',
      '/remotes/a/1/../x.js',
      '/other/1.0.0/x.js',
    ]) {
      expect([url, releaseFileOf('/r', url)]).toEqual([url, null]);
    }
  });
});
