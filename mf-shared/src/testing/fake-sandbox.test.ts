import { createRequestClient } from '../request/request-client';
import { businessError, createFakeSandbox, httpError } from './fake-sandbox';
import { TEST_API_BASE } from './render-remote';

function client(sandbox: ReturnType<typeof createFakeSandbox>) {
  return createRequestClient({
    baseUrl: TEST_API_BASE,
    getLang: () => 'vi_VN',
    getToken: () => 'tok-1',
    setToken: () => {},
    fetch: sandbox.fetch,
  });
}

describe('createFakeSandbox', () => {
  it('wraps what a handler returns in the success envelope and records the call', async () => {
    const sandbox = createFakeSandbox({ '/web/logo': (body) => ({ list: [body.site_id] }) });
    await expect(client(sandbox).post('/web/logo', { site_id: 1 })).resolves.toEqual({ list: [1] });
    expect(sandbox.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/web/logo',
        body: { site_id: 1 },
        headers: expect.objectContaining({ lang: 'vi_VN', authorization: 'Bearer tok-1' }),
      }),
    ]);
    expect(sandbox.hits('/web/logo')).toBe(1);
  });

  it('lets a later handler set override a path of an earlier one, and on() replace it again', async () => {
    const sandbox = createFakeSandbox({ '/a': () => 'first', '/b': () => 'b' }, { '/a': () => 'second' });
    const api = client(sandbox);
    await expect(api.post('/a')).resolves.toBe('second');
    sandbox.on('/a', () => 'third');
    await expect(api.post('/a')).resolves.toBe('third');
    await expect(api.post('/b')).resolves.toBe('b');
  });

  it('answers business failures and HTTP faults the way the sandbox does', async () => {
    const sandbox = createFakeSandbox({ '/refused': () => businessError(105, 'Verification failed'), '/broken': () => httpError(500) });
    const api = client(sandbox);
    await expect(api.post('/refused')).rejects.toMatchObject({ kind: 'business', code: 105, serverMessage: 'Verification failed' });
    await expect(api.post('/broken')).rejects.toMatchObject({ status: 500 });
  });

  it('serves queued faults one call each before the handler answers again', async () => {
    const sandbox = createFakeSandbox({ '/captcha': () => 'image' });
    sandbox.fail('/captcha', businessError(101, 'Too many requests'), httpError(503));
    const api = client(sandbox);
    await expect(api.post('/captcha')).rejects.toMatchObject({ code: 101 });
    await expect(api.post('/captcha')).rejects.toMatchObject({ status: 503 });
    await expect(api.post('/captcha')).resolves.toBe('image');
    expect(sandbox.hits('/captcha')).toBe(3);
  });

  it('answers 404 for a path no handler serves, and keeps the query of a GET', async () => {
    const sandbox = createFakeSandbox();
    await expect(client(sandbox).request('/nothing?page=2', undefined, { method: 'GET' })).rejects.toMatchObject({ status: 404 });
    expect(sandbox.callsTo('/nothing')[0]).toMatchObject({ method: 'GET', query: { page: '2' }, body: {} });
  });
});
