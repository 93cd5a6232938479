import { freePort, startService } from '@casino/server-kit/services';

/** A node process that answers /health after `delayMs`, or exits at once with a message on stderr. */
function nodeServer(port: number, script: 'healthy' | 'crash') {
  const source =
    script === 'healthy'
      ? `setTimeout(() => require('node:http').createServer((q, s) => { s.statusCode = q.url === '/health' ? 200 : 404; s.end(); }).listen(${port}, '127.0.0.1'), 300)`
      : `console.error('no config: PORT must be a whole number'); process.exit(3)`;
  return { command: process.execPath, args: ['-e', source], cwd: __dirname, env: { PATH: process.env.PATH }, quiet: true };
}

describe('startService', () => {
  it('resolves once the health URL answers, and stops the process', async () => {
    const port = await freePort();
    const service = await startService({ name: 'probe', ...nodeServer(port, 'healthy'), healthUrl: `http://127.0.0.1:${port}/health` });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true);
    await service.stop();
    expect(service.child.exitCode !== null || service.child.signalCode !== null).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });

  it('tells why a service that exits while starting did so', async () => {
    const port = await freePort();
    await expect(
      startService({ name: 'probe', ...nodeServer(port, 'crash'), healthUrl: `http://127.0.0.1:${port}/health` }),
    ).rejects.toThrow(/probe exited with code 3 while starting:\nno config: PORT must be a whole number/);
  });

  it('gives up after its time, stopping what it started', async () => {
    const port = await freePort();
    await expect(
      startService({ name: 'probe', ...nodeServer(port, 'healthy'), healthUrl: `http://127.0.0.1:${port}/nothing`, timeoutMs: 1000 }),
    ).rejects.toThrow(`probe did not answer http://127.0.0.1:${port}/nothing within 1 s`);
  });
});
