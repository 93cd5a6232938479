import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RUM_LIMITS, type RumBeacon } from '@casino/contracts';
import { buildServer } from './app';
import { loadConfig } from './config';

const TOKEN = 'metrics-token-for-the-unit-tests-0123456789';
let releaseDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-rum-'));
  fs.mkdirSync(path.join(releaseDir, 'shell/1.0.0'), { recursive: true });
  fs.writeFileSync(
    path.join(releaseDir, 'shell/1.0.0/index.html'),
    '<html><head><!--casino:head--></head><body><!--casino:boot--></body></html>',
  );
  fs.mkdirSync(path.join(releaseDir, 'manifests'), { recursive: true });
  const at = new Date(0).toISOString();
  fs.writeFileSync(
    path.join(releaseDir, 'manifests/test.json'),
    JSON.stringify({
      schema: 1,
      env: 'test',
      updatedAt: at,
      shell: { version: '1.0.0', path: '/shell/1.0.0/', publishedAt: at },
      remotes: {
        mf_games: {
          app: 'mf-games',
          name: 'mf_games',
          version: '1.3.0',
          entry: '/remotes/mf-games/1.3.0/mf-manifest.json',
          integrity: 'sha384-a',
          publishedAt: at,
          canary: {
            version: '1.4.0',
            entry: '/remotes/mf-games/1.4.0/mf-manifest.json',
            integrity: 'sha384-b',
            percent: 10,
            startedAt: at,
          },
        },
      },
    }),
  );
  app = await buildServer(
    loadConfig({
      RELEASE_DIR: releaseDir,
      RELEASE_ENV: 'test',
      BACKEND_URL: 'http://127.0.0.1:9',
      FIRST_DATA_TIMEOUT_MS: '0',
      METRICS_TOKEN: TOKEN,
    }),
  );
});

afterAll(async () => {
  await app.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

const beacon = (body: unknown, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/rum',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
const scrape = async () => (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

describe('POST /rum and GET /metrics', () => {
  it('counts views, errors and vitals by remote, version, route and layout, for the live version and its canary', async () => {
    const sent: RumBeacon = {
      device: 'mobile',
      events: [
        { type: 'view', remote: 'mf_games', version: '1.4.0', route: '/gameHall/:id' },
        { type: 'view', remote: 'mf_games', version: '1.3.0', route: '/gameHall/:id' },
        { type: 'error', kind: 'boundary', remote: 'mf_games', version: '1.4.0', route: '/gameHall/:id' },
        { type: 'vital', name: 'LCP', value: 1.7, remote: 'mf_games', version: '1.4.0', route: '/gameHall/:id' },
        { type: 'vital', name: 'CLS', value: 0.02, remote: 'shell', version: '1.0.0', route: '/' },
      ],
    };
    expect((await beacon(sent)).statusCode).toBe(204);
    const text = await scrape();
    expect(text).toContain('casino_rum_views_total{remote="mf_games",version="1.4.0",route="/gameHall/:id",device="mobile"} 1');
    expect(text).toContain('casino_rum_views_total{remote="mf_games",version="1.3.0",route="/gameHall/:id",device="mobile"} 1');
    expect(text).toContain(
      'casino_rum_errors_total{kind="boundary",remote="mf_games",version="1.4.0",route="/gameHall/:id",device="mobile"} 1',
    );
    expect(text).toContain(
      'casino_rum_lcp_seconds_bucket{le="2",remote="mf_games",version="1.4.0",route="/gameHall/:id",device="mobile"} 1',
    );
    expect(text).toContain('casino_rum_cls_count{remote="shell",version="1.0.0",route="/",device="mobile"} 1');
    // The server's own figures are there too.
    expect(text).toMatch(/casino_http_request_duration_seconds_count\{kind="rum",status="2xx"\} \d+/);
  });

  it('folds every value it does not know into "other", and drops what is not a figure', async () => {
    const sent = {
      device: 'toaster',
      events: [
        { type: 'view', remote: 'evil<script>', version: '9.9.9', route: '/user/123?token=abc' },
        { type: 'view', remote: 'mf_games', version: '0.0.1-not-live', route: '/' },
        { type: 'vital', name: 'LCP', value: 99_999, remote: 'mf_games', version: '1.3.0', route: '/' },
        { type: 'vital', name: 'FID', value: 0.1, remote: 'mf_games', version: '1.3.0', route: '/' },
        { type: 'error', kind: 'anything', remote: 'mf_games', version: '1.3.0', route: '/' },
      ],
    };
    expect((await beacon(sent, '10.0.0.2')).statusCode).toBe(204);
    const text = await scrape();
    expect(text).toContain('casino_rum_views_total{remote="other",version="other",route="other",device="other"} 1');
    expect(text).toContain('casino_rum_views_total{remote="mf_games",version="other",route="/",device="other"} 1');
    expect(text).not.toMatch(/evil|token=abc|FID|anything|0\.0\.1-not-live/);
    expect(text).not.toContain('casino_rum_lcp_seconds_count{remote="mf_games",version="1.3.0",route="/"');
  });

  it('refuses a beacon that is not one, too many events, too many bytes, too many beacons from one address', async () => {
    expect((await beacon('nonsense', '10.0.0.3')).statusCode).toBe(400);
    const view = { type: 'view', remote: 'mf_games', version: '1.3.0', route: '/' };
    expect((await beacon({ device: 'desktop', events: Array(RUM_LIMITS.events + 1).fill(view) }, '10.0.0.3')).statusCode).toBe(400);
    const huge = { device: 'desktop', events: [{ ...view, route: 'x'.repeat(RUM_LIMITS.bytes * 2) }] };
    expect((await beacon(huge, '10.0.0.3')).statusCode).toBe(413);
    const answers: number[] = [];
    for (let i = 0; i < 32; i += 1) answers.push((await beacon({ device: 'desktop', events: [view] }, '10.0.0.4')).statusCode);
    expect(answers.filter((code) => code === 204)).toHaveLength(30);
    expect(answers.slice(30)).toEqual([429, 429]);
  });

  it('takes as many beacons a minute from one address as RUM_BEACONS_PER_MINUTE says', async () => {
    const config = { RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', BACKEND_URL: 'http://127.0.0.1:9', RUM_BEACONS_PER_MINUTE: '2' };
    const strict = await buildServer(loadConfig(config));
    try {
      const view = { type: 'view', remote: 'mf_games', version: '1.3.0', route: '/' };
      const send = (ip: string) =>
        strict.inject({ method: 'POST', url: '/rum', payload: { device: 'desktop', events: [view] }, remoteAddress: ip });
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await send('10.0.0.5')).statusCode);
      expect(answers).toEqual([204, 204, 429]);
      // Another address has its own count.
      expect((await send('10.0.0.6')).statusCode).toBe(204);
    } finally {
      await strict.close();
    }
    expect(() => loadConfig({ ...config, RUM_BEACONS_PER_MINUTE: '0' })).toThrow(/RUM_BEACONS_PER_MINUTE must be a whole number ≥ 1/);
  });

  it('answers /metrics only to the token', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const open = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', BACKEND_URL: 'http://127.0.0.1:9' }));
    try {
      expect((await open.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });

  it("says which versions the environment serves, and the canary's share", async () => {
    const text = await scrape();
    expect(text).toContain('casino_release_version_info{remote="mf_games",version="1.3.0",role="live"} 90');
    expect(text).toContain('casino_release_version_info{remote="mf_games",version="1.4.0",role="canary"} 10');
    expect(text).toContain('casino_release_version_info{remote="shell",version="1.0.0",role="live"} 100');
  });

  it('has every series the Grafana dashboard (deploy/grafana) asks for', async () => {
    const dashboard = fs.readFileSync(path.resolve(__dirname, '../../../deploy/grafana/casino-remotes.json'), 'utf8');
    const asked = new Set([...dashboard.matchAll(/casino_[a-z0-9_]+/g)].map((match) => match[0]));
    const text = await scrape();
    const served = new Set(
      [...text.matchAll(/^# TYPE (casino_[a-z0-9_]+) (\w+)/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
      ),
    );
    expect(asked.size).toBeGreaterThan(5);
    expect([...asked].filter((name) => !served.has(name))).toEqual([]);
  });
});
