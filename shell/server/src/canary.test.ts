import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BootManifest, LiveRemote } from '@casino/contracts';
import { buildServer } from './app';
import { bucketFrom, withCanaries } from './canary';
import { loadConfig } from './config';

const LIVE: LiveRemote = {
  app: 'mf-home',
  name: 'mf_home',
  version: '1.2.0',
  entry: '/remotes/mf-home/1.2.0/mf-manifest.json',
  integrity: 'sha384-a',
};
const CANARY: LiveRemote = {
  app: 'mf-home',
  name: 'mf_home',
  version: '1.3.0',
  entry: '/remotes/mf-home/1.3.0/mf-manifest.json',
  integrity: 'sha384-b',
};
const MANIFEST: BootManifest = { env: 'test', shellVersion: '1.0.0', remotes: { mf_home: LIVE } };

describe('bucketFrom', () => {
  it.each([
    ['casino_bucket=7', 7],
    ['a=1; casino_bucket=42; b=2', 42],
    ['casino_bucket=0', 0],
    ['casino_bucket=99', 99],
  ])('reads %s', (header, bucket) => {
    expect(bucketFrom(header)).toBe(bucket);
  });

  it.each([undefined, '', 'casino_bucket=100', 'casino_bucket=-1', 'casino_bucket=7.5', 'casino_bucket=x', 'other_bucket=3'])(
    'has none in %p',
    (header) => {
      expect(bucketFrom(header)).toBeNull();
    },
  );
});

describe('withCanaries', () => {
  const canaries = [{ remote: CANARY, percent: 10 }];

  it('gives the canary to the buckets below its percent, the live version to the rest', () => {
    expect(withCanaries(MANIFEST, canaries, 0).remotes.mf_home).toBe(CANARY);
    expect(withCanaries(MANIFEST, canaries, 9).remotes.mf_home).toBe(CANARY);
    expect(withCanaries(MANIFEST, canaries, 10)).toBe(MANIFEST);
    expect(withCanaries(MANIFEST, canaries, 99)).toBe(MANIFEST);
  });

  it('leaves the manifest it was given as it is', () => {
    withCanaries(MANIFEST, canaries, 0);
    expect(MANIFEST.remotes.mf_home).toBe(LIVE);
  });
});

describe('the shell server with a canary in its release', () => {
  let releaseDir: string;
  let app: FastifyInstance;

  const manifestFile = (canary: boolean) =>
    JSON.stringify({
      schema: 1,
      env: 'test',
      updatedAt: new Date(0).toISOString(),
      shell: { version: '1.0.0', path: '/shell/1.0.0/', publishedAt: new Date(0).toISOString() },
      remotes: {
        mf_home: {
          ...LIVE,
          publishedAt: new Date(0).toISOString(),
          ...(canary
            ? {
                canary: { version: '1.3.0', entry: CANARY.entry, integrity: 'sha384-b', percent: 30, startedAt: new Date(0).toISOString() },
              }
            : {}),
        },
      },
    });
  const bootOf = (response: LightMyRequestResponse) =>
    JSON.parse(/<script[^>]* id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(response.body)?.[1] ?? '{}') as {
      manifest: BootManifest;
    };
  const setRelease = (canary: boolean) => {
    const file = path.join(releaseDir, 'manifests/test.json');
    fs.writeFileSync(file, manifestFile(canary));
    // The reader looks again when the file's time changes.
    const later = new Date(Date.now() + (canary ? 2000 : 4000));
    fs.utimesSync(file, later, later);
  };

  beforeAll(async () => {
    releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-canary-'));
    fs.mkdirSync(path.join(releaseDir, 'shell/1.0.0'), { recursive: true });
    fs.writeFileSync(
      path.join(releaseDir, 'shell/1.0.0/index.html'),
      '<html><head><!--casino:head--></head><body><!--casino:boot--></body></html>',
    );
    fs.mkdirSync(path.join(releaseDir, 'manifests'), { recursive: true });
    setRelease(true);
    app = await buildServer(
      loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', BACKEND_URL: 'http://127.0.0.1:9', FIRST_DATA_TIMEOUT_MS: '0' }),
    );
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(releaseDir, { recursive: true, force: true });
  });

  it("writes the canary into the page and live.json of a browser in its share, the live version into everyone else's", async () => {
    const inShare = await app.inject({ url: '/discount', headers: { cookie: 'casino_bucket=29' } });
    expect(bootOf(inShare).manifest.remotes.mf_home?.version).toBe('1.3.0');
    expect(inShare.headers['set-cookie']).toBeUndefined();
    const outside = await app.inject({ url: '/discount', headers: { cookie: 'casino_bucket=30' } });
    expect(bootOf(outside).manifest.remotes.mf_home?.version).toBe('1.2.0');

    const polled = await app.inject({ url: '/manifests/live.json', headers: { cookie: 'casino_bucket=5' } });
    expect((polled.json() as BootManifest).remotes.mf_home?.entry).toBe(CANARY.entry);
    expect(String(polled.headers.vary)).toMatch(/cookie/i);
    const polledOutside = await app.inject({ url: '/manifests/live.json', headers: { cookie: 'casino_bucket=95' } });
    expect((polledOutside.json() as BootManifest).remotes.mf_home?.version).toBe('1.2.0');
  });

  it('gives a browser without a bucket one that lasts, and the version its bucket says', async () => {
    const first = await app.inject({ url: '/discount' });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^casino_bucket=\d{1,2}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const bucket = Number(/=(\d+)/.exec(cookie)?.[1]);
    expect(bootOf(first).manifest.remotes.mf_home?.version).toBe(bucket < 30 ? '1.3.0' : '1.2.0');
  });

  it('sets the bucket beside the cookies the route middleware sets', async () => {
    const response = await app.inject({ url: '/discount?currency=USD' });
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies.some((c) => c.startsWith('casino_bucket='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('ccy=USD'))).toBe(true);
  });

  it('once the canary ends, gives everyone the live version and no cookie', async () => {
    setRelease(false);
    const inShare = await app.inject({ url: '/manifests/live.json', headers: { cookie: 'casino_bucket=1' } });
    expect((inShare.json() as BootManifest).remotes.mf_home?.version).toBe('1.2.0');
    const newcomer = await app.inject({ url: '/discount' });
    expect(newcomer.headers['set-cookie']).toBeUndefined();
    expect(bootOf(newcomer).manifest.remotes.mf_home?.version).toBe('1.2.0');
  });
});
