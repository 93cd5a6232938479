import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@casino/server-kit/services';

const nginxDir = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Replaces `from` by `to`, and fails when casino.conf no longer has `from` exactly `count` times (no silent no-op). */
function replaceExactly(text: string, from: string, to: string, count = 1): string {
  const found = text.split(from).length - 1;
  if (found !== count) throw new Error(`deploy/nginx/casino.conf: expected ${count}× ${JSON.stringify(from)}, found ${found}`);
  return text.split(from).join(to);
}

export interface NginxEdgeOptions {
  /** The release folder nginx serves (root). */
  releaseDir: string;
  /** Where the shell server listens (upstream casino_shell_server). */
  shellPort: number;
  /** Where the sandbox listens: the backend /api reaches over TLS, as in production. */
  backendPort: number;
}

/**
 * Debian's nginx running the production configuration deploy/nginx/casino.conf on a loopback
 * port, started and stopped by a test. Everything nginx writes (pid, logs, temporary files, the
 * generated configuration) is in one temporary folder; no root rights are needed (when run as
 * root, the workers stay root so they can read that folder).
 *
 * casino.conf is used byte for byte except what must change on a test machine: the listen port,
 * the release root, the two upstream addresses and the folder of the included files. Production
 * proxies /api to the backend over https; here a second server block of the test's own
 * nginx.conf terminates that TLS (a throw-away self-signed certificate) in front of the sandbox.
 */
export class NginxEdge {
  port = 0;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-nginx-'));
  private child: ChildProcess | null = null;

  constructor(private readonly options: NginxEdgeOptions) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get errorLog(): string {
    return path.join(this.dir, 'error.log');
  }

  /** casino.conf as the test runs it. */
  casinoConf(apiTlsPort: number): string {
    let conf = fs.readFileSync(path.join(nginxDir, 'casino.conf'), 'utf8');
    conf = replaceExactly(conf, '    listen 80;\n    listen [::]:80;\n', `    listen 127.0.0.1:${this.port};\n`);
    conf = replaceExactly(conf, 'server 127.0.0.1:8080;', `server 127.0.0.1:${this.options.shellPort};`);
    conf = replaceExactly(conf, 'server api.internal.example:8443;', `server 127.0.0.1:${apiTlsPort};`);
    conf = replaceExactly(conf, 'root /srv/casino/release;', `root ${this.options.releaseDir};`);
    const includes = conf.split('include /etc/nginx/').length - 1;
    conf = replaceExactly(conf, 'include /etc/nginx/', `include ${this.dir}/`, includes);
    const directives = conf.split('\n').filter((line) => !line.trim().startsWith('#'));
    const untemplated = directives.filter((line) => line.includes('/etc/nginx') || line.includes('/srv/casino'));
    if (untemplated.length) throw new Error(`casino.conf names a path the test does not template: ${untemplated.join(' | ')}`);
    return conf;
  }

  async start(): Promise<void> {
    if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx (.ci/run does it)`);
    this.port = await freePort();
    const apiTlsPort = await freePort();
    for (const file of ['casino-proxy-headers.conf', 'casino-security-headers.conf']) {
      fs.copyFileSync(path.join(nginxDir, file), path.join(this.dir, file));
    }
    // Stock nginx: no ngx_brotli, so casino-brotli.d stays empty (as casino.conf expects there).
    fs.mkdirSync(path.join(this.dir, 'casino-brotli.d'));
    fs.writeFileSync(path.join(this.dir, 'casino.conf'), this.casinoConf(apiTlsPort));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=casino-api.test',
      ].concat(['-keyout', path.join(this.dir, 'api.key'), '-out', path.join(this.dir, 'api.crt')]),
      { stdio: 'ignore' },
    );
    const temp = (name: string) => `${name}_temp_path ${path.join(this.dir, name)};`;
    const main = [
      'daemon off;',
      'worker_processes 1;',
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(this.dir, 'nginx.pid')};`,
      `error_log ${this.errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      // What Debian's /etc/nginx/nginx.conf (and the nginx image's) gives the included casino.conf.
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(this.dir, 'access.log')};`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(this.dir, 'casino.conf')};`,
      '  # The test backend behind TLS, as production reaches its API (proxy_pass https://casino_api).',
      '  server {',
      `    listen 127.0.0.1:${apiTlsPort} ssl;`,
      `    ssl_certificate ${path.join(this.dir, 'api.crt')};`,
      `    ssl_certificate_key ${path.join(this.dir, 'api.key')};`,
      `    location / { proxy_pass http://127.0.0.1:${this.options.backendPort}; proxy_set_header Host $host; }`,
      '  }',
      '}',
      '',
    ].join('\n');
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(conf, main);
    const args = ['-p', this.dir, '-c', conf, '-e', this.errorLog];
    try {
      execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`nginx -t refused the configuration: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
    }
    const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${this.readErrorLog()}`);
      const status = await rawGet(this.port, '/healthz').then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not answer /healthz within 15 s: ${this.readErrorLog()}`);
  }

  readErrorLog(): string {
    return fs.existsSync(this.errorLog) ? fs.readFileSync(this.errorLog, 'utf8') : '';
  }

  /** Stops this nginx (its own master process, by pid) and removes its folder. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT'); // graceful: the workers finish and leave with the master
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GET with the request target exactly as written: URL parsers (fetch, Playwright's request)
 * resolve `..` and `%2e%2e` before sending, so a path-traversal probe needs the raw request line.
 */
export function rawGet(port: number, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method: 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.setTimeout(5000, () => request.destroy(new Error(`GET ${target}: no answer within 5 s`)));
    request.on('error', reject);
    request.end();
  });
}
