/* Helpers of the edge-limit tests: free ports, a sandbox or redis-server child process, calls through a shell server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import type { Envelope } from '@casino/contracts';
import { freePort } from '@casino/server-kit/services';
import type { FastifyInstance } from 'fastify';

const repoRoot = path.resolve(__dirname, '../../../..');

// shell/bench takes it from here too.
export { freePort };

/** Waits until `probe` resolves true, polling; fails after `timeoutMs`. */
export async function until(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

function child(command: string, args: string[], env: Record<string, string>): Child {
  // Its own process group: tsx runs the sandbox in a child of its own, and both must go.
  const process_ = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return {
    process: process_,
    stop: () =>
      new Promise((resolve) => {
        if (process_.exitCode !== null || process_.signalCode !== null) return resolve();
        process_.once('exit', () => resolve());
        if (process_.pid) process.kill(-process_.pid, 'SIGKILL');
      }),
  };
}

/** The sandbox backend with a fresh in-memory database, as a child process (as `npm start` runs it). */
export async function startSandbox(loginHeaderSecret: string): Promise<Child & { url: string }> {
  const [port, wsPort] = [await freePort(), await freePort()];
  const sandbox = child(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['sandbox/src/main.ts'], {
    SANDBOX_DB: ':memory:',
    SANDBOX_PORT: String(port),
    SANDBOX_WS_PORT: String(wsPort),
    SANDBOX_LOG_LEVEL: 'warn',
    LOGIN_HEADER_SECRET: loginHeaderSecret,
  });
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/__sandbox/captchas/latest`)).status < 500, 60_000, 'the sandbox');
  return { ...sandbox, url };
}

/** A throwaway redis-server on loopback that keeps nothing on disk. */
export async function startRedis(): Promise<Child & { url: string; port: number }> {
  const port = await freePort();
  const redis = child('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
  const url = `redis://127.0.0.1:${port}`;
  await until(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    10_000,
    'redis-server',
  );
  return { ...redis, url, port };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  retryAfter: string | undefined;
  body: Envelope<T, number>;
}

/** A POST to /api<path> through a shell server, from a client at `address` (its socket's peer). */
export async function post<T = Record<string, unknown>>(
  app: FastifyInstance,
  apiPath: string,
  body: unknown,
  options: { address: string; token?: string; lang?: string; headers?: Record<string, string> },
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${apiPath}`,
    remoteAddress: options.address,
    headers: {
      'content-type': 'application/json',
      lang: options.lang ?? 'en_US',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, retryAfter: retryAfter === undefined ? undefined : String(retryAfter), body: response.json() };
}
