/**
 * Edge limits shared across replicas: two shell servers on one Redis hold one count, and a Redis
 * outage fails safe (the limited calls refuse with a translated 503 at once; everything else works).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { post, startRedis, type Child } from './probe-support';

jest.setTimeout(30_000);

let redis: (Child & { url: string }) | null;
let backend: FastifyInstance;
let shells: FastifyInstance[];
let releaseDir: string;
/** Every login the backend saw (the ones the edge let through). */
const logins: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  backend = Fastify();
  backend.post('/api/login', async (request) => {
    logins.push((request.body as { password: string }).password);
    return { status: false, code: 101, message: 'Wrong account or password', apiResponseData: null };
  });
  backend.post('/api/arks/web/float', async () => ({ status: true, code: 1000, message: 'Success', apiResponseData: { list: [] } }));
  const backendUrl = await backend.listen({ port: 0, host: '127.0.0.1' });
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-redis-'));
  const env = {
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'test',
    BACKEND_URL: backendUrl,
    REDIS_URL: redis.url,
    EDGE_LIMIT_LOGIN: 'account=5,address=100,window=60,lock=60,free=100',
  };
  shells = [await buildServer(loadConfig(env)), await buildServer(loadConfig(env))];
  // Ready once connected to Redis (a call before that is refused, like one during an outage).
  for (const shell of shells) await shell.ready();
});

afterAll(async () => {
  for (const shell of shells ?? []) await shell.close();
  await backend?.close();
  await redis?.stop();
  if (releaseDir) fs.rmSync(releaseDir, { recursive: true, force: true });
});

describe('edge limits across shell servers', () => {
  it('stops a guessing series spread over two servers at the one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const shell = shells[i % 2] as FastifyInstance;
      // a different address each time: only the account's shared count can stop it
      const answer = await post(
        shell,
        '/login',
        { account: 'Player_RMB ', password: `guess-${i}`, site_id: 1 },
        { address: `198.51.100.${i + 1}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(logins).toHaveLength(5);
  });

  it('refuses the limited calls with a translated 503 when Redis is down, at once, and serves the rest', async () => {
    await redis?.stop();
    redis = null;
    const shell = shells[0] as FastifyInstance;
    const started = Date.now();
    const refused = await post(
      shell,
      '/login',
      { account: 'someone', password: 'x', site_id: 1 },
      { address: '198.51.100.50', lang: 'vi_VN' },
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ status: false, code: 503 });
    expect(refused.body.message).toMatch(/sự cố tạm thời/);
    expect(logins).toHaveLength(5);

    // The own captcha route is limited too; other calls and the server's own routes are not touched.
    expect((await shell.inject({ method: 'GET', url: '/clientCaptcha', remoteAddress: '198.51.100.51' })).statusCode).toBe(503);
    const other = await post(shell, '/arks/web/float', { site_id: 1 }, { address: '198.51.100.50' });
    expect(other).toMatchObject({ status: 200, body: { status: true } });
    expect((await shell.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await shell.inject({ method: 'GET', url: '/get_login_header' })).statusCode).toBe(200);
  });
});
