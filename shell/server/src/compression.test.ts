import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { loadConfig } from './config';
import { homeReleaseManifest, recordIntegrity, writeCompressedSiblings } from './routes/testing';

/** Minified-bundle-like text of `size` bytes: compresses well, like the real release. */
function text(size: number, tag: string): string {
  const line = `export const ${tag} = function () { return "${tag}"; };\n`;
  return line.repeat(Math.ceil(size / line.length)).slice(0, size);
}

/** A big envelope (a game list, say): well over the 1 KB threshold. */
const bigAnswer = {
  status: true,
  code: 1000,
  message: 'Success',
  apiResponseData: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Game ${i}`, vendor: 'PG' })),
};
const smallAnswer = { status: true, code: 1000, message: 'Success', apiResponseData: { id: 1 } };

let releaseDir: string;
let backend: FastifyInstance;
let app: FastifyInstance;
let releaseEvents: () => void = () => {};

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(releaseDir, file)), { recursive: true });
  fs.writeFileSync(path.join(releaseDir, file), content);
}
const onDisk = (file: string) => fs.readFileSync(path.join(releaseDir, file));

beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-compression-'));
  write(
    'shell/1.0.0/index.html',
    `<html lang="en"><head><title>Casino</title><!--casino:head--><style>${text(3000, 'style')}</style></head><body><div id="root"></div><!--casino:boot--><script src="%SHELL_BASE%/main.abc.js"></script></body></html>`,
  );
  write('shell/1.0.0/main.abc.js', text(6000, 'shell'));
  write('shell/1.0.0/main.abc.css', text(4000, '.shell'));
  write('remotes/mf-home/1.2.0/mf-manifest.json', JSON.stringify({ name: 'mf_home', pad: text(2000, 'manifest') }));
  write('remotes/mf-home/1.2.0/remoteEntry.js', text(8000, 'entry'));
  write('remotes/mf-home/1.2.0/tiny.js', 'void 0;');
  write('remotes/mf-home/1.2.0/mf-manifest-stats.json', JSON.stringify({ pad: text(4000, 'stats') }));
  // What publish leaves: .br and .gz beside the served text files.
  for (const version of ['shell/1.0.0', 'remotes/mf-home/1.2.0']) {
    const dir = path.join(releaseDir, version);
    await writeCompressedSiblings(dir, fs.readdirSync(dir));
  }
  // A version published before compression existed: no siblings.
  write('remotes/mf-home/1.1.0/remoteEntry.js', text(8000, 'legacy'));
  write('manifests/test.json', homeReleaseManifest());
  await recordIntegrity(releaseDir);

  backend = Fastify();
  backend.get('/api/games', async () => bigAnswer);
  backend.get('/api/balance', async () => smallAnswer);
  backend.get('/api/gzipped', async (_request, reply) =>
    reply
      .header('content-type', 'application/json')
      .header('content-encoding', 'gzip')
      .send(zlib.gzipSync(JSON.stringify(bigAnswer))),
  );
  backend.addContentTypeParser('application/x-blob', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  backend.post('/api/upload', async (request) => ({
    encoding: request.headers['content-encoding'],
    body: (request.body as Buffer).toString('base64'),
  }));
  backend.get('/api/events', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write(`data: ${JSON.stringify({ first: text(2000, 'event') })}\n\n`);
    // The last event only once the client has the first: a buffering proxy never gets here.
    releaseEvents = () => reply.raw.end('data: "last"\n\n');
  });
  const backendUrl = await backend.listen({ port: 0, host: '127.0.0.1' });

  app = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', BACKEND_URL: backendUrl }));
});

afterAll(async () => {
  await app.close();
  await backend.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

/** The server on a real socket (once), for what app.inject cannot show: streaming, framing. */
async function listeningPort(): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('release files: the sibling publish wrote, chosen by Accept-Encoding', () => {
  const files = [
    {
      url: '/remotes/mf-home/1.2.0/remoteEntry.js',
      file: 'remotes/mf-home/1.2.0/remoteEntry.js',
      cache: 'public, max-age=31536000, immutable',
      cors: '*',
    },
    { url: '/remotes/mf-home/1.2.0/mf-manifest.json', file: 'remotes/mf-home/1.2.0/mf-manifest.json', cache: 'no-cache', cors: '*' },
    { url: '/shell/1.0.0/main.abc.js', file: 'shell/1.0.0/main.abc.js', cache: 'public, max-age=31536000, immutable', cors: undefined },
    { url: '/shell/1.0.0/main.abc.css', file: 'shell/1.0.0/main.abc.css', cache: 'public, max-age=31536000, immutable', cors: undefined },
  ];

  it.each(files)('$url: br, else gzip, else the original, each with the same type and caching', async ({ url, file, cache, cors }) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(onDisk(file))).toBe(true);

    const cases: Array<[string, string, string]> = [
      ['br', 'br', `${file}.br`],
      ['gzip, deflate, br', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['br;q=0, gzip', 'gzip', `${file}.gz`],
    ];
    for (const [accept, encoding, sibling] of cases) {
      const response = await get(url, accept);
      expect([accept, response.statusCode, response.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(response.rawPayload.equals(onDisk(sibling))).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(onDisk(sibling).length);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.headers['cache-control']).toBe(cache);
      expect(response.headers['access-control-allow-origin']).toBe(cors);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      // Another representation, another validator: a cache never answers gzip to a br request.
      expect(response.headers.etag).not.toBe(plain.headers.etag);
    }
    for (const accept of [undefined, 'identity', 'deflate']) {
      const response = await get(url, accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(onDisk(file))).toBe(true);
    }
    for (const accept of [undefined, 'br', 'gzip']) expect(String((await get(url, accept)).headers.vary)).toMatch(/accept-encoding/i);
  });

  it('answers HEAD like GET, with the compressed length', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/remotes/mf-home/1.2.0/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(onDisk('remotes/mf-home/1.2.0/remoteEntry.js.br').length);
    expect(response.body).toBe('');
  });

  it('sends a file without siblings (small, or published before compression) as it is, never compressed per request', async () => {
    for (const url of ['/remotes/mf-home/1.2.0/tiny.js', '/remotes/mf-home/1.1.0/remoteEntry.js']) {
      const response = await get(url, 'br, gzip');
      expect([url, response.statusCode, response.headers['content-encoding']]).toEqual([url, 200, undefined]);
      expect(response.headers['content-type']).toMatch(/javascript/);
    }
    expect((await get('/remotes/mf-home/1.1.0/remoteEntry.js', 'br')).body).toBe(text(8000, 'legacy'));
  });

  it.each([
    '/remotes/mf-home/1.2.0/remoteEntry.js.br',
    '/remotes/mf-home/1.2.0/remoteEntry.js.gz',
    '/remotes/mf-home/1.2.0/remoteEntry.js%2ebr',
    '/remotes/mf-home/1.2.0/REMOTEENTRY.JS.BR',
    '/remotes/mf-home/1.2.0/mf-manifest.json.gz',
    '/shell/1.0.0/main.abc.js.br',
    '/shell/1.0.0/index.html.gz',
    // The page template is filled in by the server only (docs/security.md).
    '/shell/1.0.0/index.html',
    '/remotes/mf-home/1.2.0/mf-manifest-stats.json',
    '/remotes/mf-home/1.2.0/mf-manifest-stats.json.br',
  ])('refuses %s as a URL of its own (404, whatever the Accept-Encoding)', async (url) => {
    for (const accept of [undefined, 'br', 'gzip']) {
      const response = await get(url, accept);
      expect([url, accept, response.statusCode]).toEqual([url, accept, 404]);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('Not found');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('still never serves a source map, even to a client that accepts br', async () => {
    write('remotes/mf-home/1.2.0/remoteEntry.js.map', text(4000, 'map'));
    expect((await get('/remotes/mf-home/1.2.0/remoteEntry.js.map', 'br')).statusCode).toBe(404);
  });
});

describe('dynamic answers are compressed per request', () => {
  it('the page: br or gzip over 1 KB, with its CSP, security headers, no-cache and Vary', async () => {
    const plain = await get('/discount');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const br = await get('/discount', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('casino-boot');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(String(br.headers['content-security-policy'])).toContain("script-src 'self' 'nonce-");
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await get('/no/such/page', 'gzip');
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('casino-boot');
  });

  it('an /api JSON answer over 1 KB: compressed here when the backend did not', async () => {
    const br = await get('/api/games', 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(bigAnswer);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['x-content-type-options']).toBe('nosniff');

    const gzip = await get('/api/games', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(bigAnswer);

    const plain = await get('/api/games');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigAnswer);
  });

  it('a compressed /api answer arrives whole over a real socket (the backend length is dropped)', async () => {
    const port = await listeningPort();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`http://127.0.0.1:${port}/api/games`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.json()).toEqual(bigAnswer);
    }
  });

  it('an /api answer under 1 KB goes as it is', async () => {
    const response = await get('/api/balance', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(smallAnswer);
  });

  it('an /api answer the backend compressed is relayed as it is, never compressed twice', async () => {
    for (const accept of ['gzip', 'br, gzip']) {
      const response = await get('/api/gzipped', accept);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toEqual(bigAnswer);
    }
  });

  it('a compressed request body goes to the backend byte for byte, with its Content-Encoding', async () => {
    const gzipped = zlib.gzipSync(JSON.stringify(bigAnswer));
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'application/x-blob', 'content-encoding': 'gzip' },
      payload: gzipped,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ encoding: 'gzip', body: gzipped.toString('base64') });
  });

  it("the server's own calls over 1 KB (a captcha picture)", async () => {
    const response = await get('/clientCaptcha', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()).apiResponseData.captcha).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a server-sent event stream from the backend flows event by event, uncompressed', async () => {
    const port = await listeningPort();
    const received = await new Promise<{ encoding: string | undefined; type: string | undefined; body: string }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('"first"')) releaseEvents();
        });
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], type: response.headers['content-type'], body }));
      });
      request.on('error', reject);
      request.setTimeout(5000, () => request.destroy(new Error('the first event never arrived: the stream is being buffered')));
    });
    expect(received.encoding).toBeUndefined();
    expect(received.type).toBe('text/event-stream');
    expect(received.body).toContain('data: "last"');
  });
});
