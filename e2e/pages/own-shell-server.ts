import { spawn, type ChildProcess } from 'node:child_process';
import { extraShellServer } from '../playwright.config';
import { freePort } from '@casino/server-kit/services';

/** A started shell server of a test's own: its port and process. */
export interface StartedShellServer {
  port: number;
  child: ChildProcess;
}

/** Stops a shell server a test started (nothing when it already stopped). */
export async function stopShellServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts a shell server on this worker's release and sandbox with more environment (another
 * locale strategy, TRUST_PROXY behind nginx…) on a free port, and waits until /healthz answers.
 */
export async function startShellServer(env: Record<string, string>): Promise<StartedShellServer> {
  const port = await freePort();
  const server = extraShellServer(port, env);
  const child = spawn(server.command, server.args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shell server stopped at start (${child.exitCode}): ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, child };
    if (Date.now() > deadline) {
      await stopShellServer(child);
      throw new Error(`the shell server on ${port} did not answer /healthz within 30 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
