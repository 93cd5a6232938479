/**
 * What `npm start` and `npm test` share: build with turbo, publish into a release folder,
 * start and stop the sandbox and the shell server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openReleaseStore } from '@casino/deploy';
import { KNOWN_APPS } from '@casino/release-format';
import { startService as startChild, type Service } from '@casino/server-kit/services';

export { stopServices, type Service } from '@casino/server-kit/services';

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

/**
 * Starts a long-running TypeScript service of this repository through tsx, with this process's
 * environment and `env` on top, and waits until its health URL answers (@casino/server-kit/services).
 * `quiet` (the bench, whose table must not mix with server logs): no output on the terminal; the
 * end of the service's stderr is told if it fails to start.
 */
export function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  healthUrl: string,
  timeoutMs = 30_000,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<Service> {
  return startChild({
    name,
    command: bin('tsx'),
    args: [entry],
    cwd: repoRoot,
    env: { ...process.env, ...env },
    healthUrl,
    timeoutMs,
    quiet,
  });
}
