/**
 * Starting a server for a test or a measurement (`npm start`, `npm test`, the bench, deploy's smoke
 * gate): a child process, ready once its health URL answers, stopped politely then by force.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on right now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServiceOptions {
  /** For messages: "sandbox", "shell server". */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** The child's whole environment (the caller decides what it inherits). */
  env: NodeJS.ProcessEnv;
  /** Answers 2xx once the service is ready. */
  healthUrl: string;
  timeoutMs?: number;
  /**
   * No output on the terminal (the bench's table, the smoke's report); the end of the service's
   * stderr is kept either way and told if it fails to start.
   */
  quiet?: boolean;
}

export interface Service {
  name: string;
  child: ChildProcess;
  /** SIGTERM, SIGKILL after 5 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Stops a child process: SIGTERM, then SIGKILL if it is still there after 5 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a service and waits until its health URL answers; it is stopped again when it does not. */
export async function startService({
  name,
  command,
  args,
  cwd,
  env,
  healthUrl,
  timeoutMs = 30_000,
  quiet = false,
}: ServiceOptions): Promise<Service> {
  const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (!quiet) process.stderr.write(chunk);
    stderr = `${stderr}${chunk.toString()}`.slice(-4000);
  });
  const service: Service = { name, child, stop: () => stopProcess(child) };
  const told = () => (stderr ? `:\n${stderr}` : '');
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${name} exited with code ${exited} while starting${told()}`);
    try {
      if ((await fetch(healthUrl, { signal: AbortSignal.timeout(1000) })).ok) return service;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await service.stop();
  throw new Error(`${name} did not answer ${healthUrl} within ${timeoutMs / 1000} s${told()}`);
}

/** Stops services, and waits for all of them to exit. */
export async function stopServices(services: readonly Service[]): Promise<void> {
  await Promise.all(services.map((service) => service.stop()));
}
