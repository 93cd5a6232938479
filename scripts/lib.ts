/**
 * What `npm start` and `npm test` share: build with turbo, publish into a release folder,
 * start and stop the sandbox and the shell server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openReleaseStore } from '@casino/deploy';
import { KNOWN_APPS } from '@casino/release-format';

export const repoRoot = path.resolve(__dirname, '..');
export const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

export const APPS = KNOWN_APPS.map((app) => app.app);

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Runs a turbo task across the workspace (turbo caches what did not change). */
export function turbo(tasks: string[], extra: string[] = []): Promise<void> {
  return run(bin('turbo'), ['run', ...tasks, '--output-logs=errors-only', ...extra], { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' });
}

/** Publishes every built app into a release folder as the live version of an environment. */
export async function publishAll(releaseDir: string, env: string): Promise<void> {
  const store = openReleaseStore({ releaseDir });
  // As one set: the promotion gates judge the new shell and the new remotes together, not each
  // against the older builds they replace (docs/deploy.md, "Promotion gates").
  const { results, failures } = await store.publishMany({ apps: APPS, env, allowSuffix: true });
  for (const result of results) console.log(`  published ${result.app} ${result.version}${result.created ? '' : ' (unchanged)'}`);
  if (failures.length > 0) throw new Error(`Not published:\n  ${failures.join('\n  ')}`);
}

export interface Service {
  name: string;
  child: ChildProcess;
}

/**
 * Starts a long-running TypeScript service through tsx and waits until its health URL answers.
 * `quiet` (the bench, whose table must not mix with server logs): no output on the terminal; the
 * end of the service's stderr is kept and told if it fails to start.
 */
export async function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  healthUrl: string,
  timeoutMs = 30_000,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<Service> {
  const child = spawn(bin('tsx'), [entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-4000);
  });
  const told = () => (stderr ? `:\n${stderr}` : '');
  const started = Date.now();
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`${name} exited with code ${exited} while starting${told()}`);
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return { name, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not answer ${healthUrl} within ${timeoutMs} ms${told()}`);
}

/** Stops services started here, and waits for them to exit. */
export async function stopServices(services: Service[]): Promise<void> {
  await Promise.all(
    services.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
