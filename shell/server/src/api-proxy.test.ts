import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { serverWith } from './routes/testing';

/**
 * A backend like the real one: envelopes for every status, Fastify's 1 MiB body limit (it answers
 * 413 from the Content-Length and closes the connection without reading the body), and a record
 * of every path that reached it.
 */
async function startBackend(bodyLimit = 1024 * 1024): Promise<{ backend: FastifyInstance; url: string; seen: string[] }> {
  const seen: string[] = [];
  const backend = Fastify({ bodyLimit });
  backend.addHook('onRequest', async (request) => {
    seen.push(request.url);
  });
  backend.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    return reply.code(status).send({
      status: false,
      code: status,
      message: status === 413 ? 'Request body too large (backend)' : error.message,
      apiResponseData: null,
    });
  });
  backend.post('/api/echo', async (request) => ({
    status: true,
    code: 1000,
    message: 'Success',
    apiResponseData: { body: request.body, lang: request.headers.lang },
  }));
  backend.post<{ Params: { status: string } }>('/api/status/:status', async (request, reply) => {
    const status = Number(request.params.status);
    return reply
      .code(status)
      .header('x-backend', 'yes')
      .send({
        status: false,
        code: status,
        message: `backend says ${status}`,
        apiResponseData: status === 400 ? { errors: [{ field: 'body.site_id', message: 'is required' }] } : null,
      });
  });
  // A backend page under /api with no framing rule of its own (the sandbox's old demo-game.html was one).
  backend.get('/api/assets/page.html', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<h1>demo</h1>'));
  backend.get('/api/assets/picture.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('content-security-policy', "default-src 'none'").send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  backend.all('/*', async (request, reply) =>
    reply.code(404).send({ status: false, code: 404, message: `no route ${request.url}`, apiResponseData: null }),
  );
  const url = await backend.listen({ port: 0, host: '127.0.0.1' });
  return { backend, url, seen };
}

/** A real socket, as the browser's: the 1 MB failure never showed with app.inject. */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function post(
  url: string,
  body: string,
  contentType = 'application/json',
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, lang: 'en_US', connection: 'close' }, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, headers: response.headers };
}

describe('the /api proxy relays what the backend answers', () => {
  let backend: Awaited<ReturnType<typeof startBackend>>;
  let shell: Awaited<ReturnType<typeof serverWith>>;
  let base: string;

  beforeAll(async () => {
    backend = await startBackend();
    shell = await serverWith({ BACKEND_URL: backend.url });
    base = await listening(shell.app);
  });
  afterAll(async () => {
    await shell.cleanup();
    await backend.backend.close();
  });

  it('forwards a JSON body byte for byte and relays the answer', async () => {
    const text = '{"site_id":1,  "nested":{"a":[1,2]}}';
    const response = await post(`${base}/api/echo`, text);
    expect(response.status).toBe(200);
    expect(response.body.apiResponseData).toEqual({ body: { site_id: 1, nested: { a: [1, 2] } }, lang: 'en_US' });
  });

  it.each([400, 401, 403, 404, 415, 429, 500, 502, 503])(
    'relays a backend %i with its envelope and headers as they are',
    async (status) => {
      const response = await post(`${base}/api/status/${status}`, '{}');
      expect(response.status).toBe(status);
      expect(response.headers.get('x-backend')).toBe('yes');
      expect(response.body).toMatchObject({ status: false, code: status, message: `backend says ${status}` });
    },
  );

  it('relays the 404 envelope of an unknown backend path', async () => {
    const response = await post(`${base}/api/no/such/call`, '{}');
    expect(response).toMatchObject({ status: 404, body: { code: 404, message: 'no route /api/no/such/call' } });
  });

  it.each([1024 * 1024 + 1, 1_500_000, 5_000_000])('answers a %i-byte body with 413 and the envelope, never a 500', async (size) => {
    // several times: the failure was a race between the upload and the backend closing the socket
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const body = JSON.stringify({ blob: 'x'.repeat(size - 11) });
      expect(Buffer.byteLength(body)).toBe(size);
      const response = await post(`${base}/api/echo`, body);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ status: false, code: 413, message: expect.stringMatching(/too large/i), apiResponseData: null });
      expect(JSON.stringify(response.body)).not.toMatch(/TypeError|Cannot read|EPIPE|remoteAddress/);
    }
  });

  it.each([
    ['en_US', 'What you sent is too large. Please shorten it and try again.'],
    ['vi_VN', 'Nội dung gửi đi quá lớn. Vui lòng rút gọn rồi thử lại.'],
    ['zh_CN', '提交的内容过大，请精简后重试。'],
  ])(
    'answers an oversized /api/login body with 413 and the envelope in the page language (%s), before the backend',
    async (lang, message) => {
      const seenBefore = backend.seen.length;
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang },
        body: JSON.stringify({ account: 'x'.repeat(2_000_000), password: 'secret1' }),
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ status: false, code: 413, message, apiResponseData: null });
      expect(backend.seen.length).toBe(seenBefore);
    },
  );

  it('lets no page frame what /api answers: DENY, and frame-ancestors when the backend set no policy', async () => {
    const page = await fetch(`${base}/api/assets/page.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>demo</h1>');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    // The backend's own policy is kept; X-Frame-Options covers framing for it.
    const picture = await fetch(`${base}/api/assets/picture.svg`);
    expect(picture.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(picture.headers.get('x-frame-options')).toBe('DENY');
    const json = await post(`${base}/api/echo`, '{}');
    expect(json.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps a body of exactly the limit', async () => {
    const body = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 - 11) });
    expect(Buffer.byteLength(body)).toBe(1024 * 1024);
    const response = await post(`${base}/api/echo`, body);
    expect(response.status).toBe(200);
  });
});

describe('the /api proxy when the backend refuses or is away', () => {
  it("relays the 413 envelope of a backend whose limit is smaller than the proxy's", async () => {
    const backend = await startBackend(1000);
    const shell = await serverWith({ BACKEND_URL: backend.url });
    try {
      const base = await listening(shell.app);
      const response = await post(`${base}/api/echo`, JSON.stringify({ blob: 'x'.repeat(4000) }));
      expect(response).toMatchObject({ status: 413, body: { status: false, code: 413, message: 'Request body too large (backend)' } });
    } finally {
      await shell.cleanup();
      await backend.backend.close();
    }
  });

  it('answers 502 with an envelope, not the connection error, when the backend is down', async () => {
    const backend = await startBackend();
    const url = backend.url;
    await backend.backend.close();
    const shell = await serverWith({ BACKEND_URL: url });
    try {
      const response = await shell.app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        status: false,
        code: 502,
        message: 'The service is unavailable, please try again later',
        apiResponseData: null,
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await shell.cleanup();
    }
  });
});

describe('the /api proxy never reaches the sandbox test endpoints outside development', () => {
  const forms = [
    '/api/__sandbox/reset',
    '/api/__SANDBOX/reset',
    '/api/%5f%5fsandbox/reset',
    '/api//__sandbox/reset',
    '/api/x/%2e%2e/__sandbox/reset',
    '/api/./__sandbox/reset',
    '/api/%2e/__sandbox/reset',
    '/api/__sandbox%2freset',
    '/api/..%2f__sandbox/reset',
    '/api/%2e%2e/%2e%2e/__sandbox/reset',
    '/api/../__sandbox/reset',
    '/api/__sandbox;/reset',
  ];

  it.each(forms)('production: %s answers 404 and never reaches the backend', async (path) => {
    const backend = await startBackend();
    const shell = await serverWith({ BACKEND_URL: backend.url, SITE_ENV: 'production' });
    try {
      const response = await shell.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect([400, 404]).toContain(response.statusCode);
      expect(backend.seen).toEqual([]);
    } finally {
      await shell.cleanup();
      await backend.backend.close();
    }
  });

  it('production: ordinary calls still go through', async () => {
    const backend = await startBackend();
    const shell = await serverWith({ BACKEND_URL: backend.url, SITE_ENV: 'staging' });
    try {
      const refused = await shell.app.inject({
        method: 'POST',
        url: '/api/__sandbox/faults',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: false, code: 404 });
      const echo = await shell.app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":1}',
      });
      expect(echo.statusCode).toBe(200);
      expect(backend.seen).toEqual(['/api/echo']);
    } finally {
      await shell.cleanup();
      await backend.backend.close();
    }
  });

  it('development: the path is forwarded unchanged (the sandbox guards /__sandbox itself)', async () => {
    const backend = await startBackend();
    const shell = await serverWith({ BACKEND_URL: backend.url, SITE_ENV: 'development' });
    try {
      await shell.app.inject({
        method: 'POST',
        url: '/api/__sandbox/reset',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(backend.seen).toEqual(['/api/__sandbox/reset']);
    } finally {
      await shell.cleanup();
      await backend.backend.close();
    }
  });
});

describe('the /api proxy settings', () => {
  it('reads API_BODY_LIMIT and refuses the sandbox paths everywhere but development', () => {
    expect(loadConfig({}).apiProxy).toEqual({ bodyLimit: 1024 * 1024, refuseSandboxPaths: false });
    expect(loadConfig({ API_BODY_LIMIT: '2097152', SITE_ENV: 'staging' }).apiProxy).toEqual({
      bodyLimit: 2097152,
      refuseSandboxPaths: true,
    });
    expect(() => loadConfig({ API_BODY_LIMIT: '1mb' })).toThrow(/API_BODY_LIMIT must be a whole number/);
  });
});
