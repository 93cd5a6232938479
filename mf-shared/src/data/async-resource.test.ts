import { createRequestClient, DEFAULT_TIMEOUT_MS } from '../request/request-client';
import { AsyncResource } from './async-resource';

// A public list loading while a member call answers 401: the request client aborts every pending
// call (shell-and-public.md §7), and the list must still arrive or say it failed (docs/home.md).

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: unknown) => json(200, { status: true, code: 1000, message: '', apiResponseData: data });

/** A backend whose /list answers only when the test says so, and whose /member answers 401. */
function backend() {
  const waiting: Array<() => void> = [];
  let listCalls = 0;
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/member') return Promise.resolve(json(401, { status: false, code: 401, message: 'expired', apiResponseData: null }));
    listCalls += 1;
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort);
      waiting.push(() => resolve(envelope(['a', 'b'])));
    });
  }) as typeof globalThis.fetch;
  let unauthorized = 0;
  const api = createRequestClient({
    baseUrl: 'http://api.test/api',
    getLang: () => 'en_US',
    getToken: () => 'tok',
    setToken: () => undefined,
    onUnauthorized: () => (unauthorized += 1),
    fetch,
  });
  const answerList = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    waiting.splice(0).forEach((answer) => answer());
  };
  return { api, answerList, listCalls: () => listCalls, unauthorized: () => unauthorized };
}

/** Lets the client send what it has queued (ky starts a call after a few microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a list caught by a 401 elsewhere', () => {
  it('sends its cancelled call again and shows what it answers, never stays loading', async () => {
    const { api, answerList, listCalls, unauthorized } = backend();
    const list = new AsyncResource<string[]>();
    const loading = list.load(() => api.post<string[]>('/list'));
    await settle();
    await expect(api.post('/member')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(unauthorized()).toBe(1);
    await settle();
    expect(listCalls()).toBe(2);
    expect(list.state).toEqual({ status: 'loading' });
    await answerList();
    await loading;
    expect(list.state).toEqual({ status: 'loaded', data: ['a', 'b'] });
  });

  it('says it failed once cancelled again, and loads with Retry', async () => {
    const { api, answerList, listCalls } = backend();
    const list = new AsyncResource<string[]>();
    const loading = list.load(() => api.post<string[]>('/list'));
    for (let round = 0; round < 2; round += 1) {
      await settle();
      await expect(api.post('/member')).rejects.toMatchObject({ kind: 'unauthorized' });
    }
    await loading;
    expect(list.state).toMatchObject({ status: 'failed', notFound: false, error: { kind: 'cancelled' } });

    const retried = list.reload();
    await settle();
    expect(listCalls()).toBe(3);
    await answerList();
    await retried;
    expect(list.state).toEqual({ status: 'loaded', data: ['a', 'b'] });
  });
});

describe('the request client without a time-out of its own', () => {
  afterEach(() => jest.useRealTimers());

  it(`gives up after ${DEFAULT_TIMEOUT_MS} ms (shell-and-public.md §9: 30 000 ms), not before`, async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    jest.useFakeTimers();
    const { api } = backend();
    let outcome: unknown = 'pending';
    void api.post('/list').then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    await jest.advanceTimersByTimeAsync(29_999);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ kind: 'timeout', messageKey: 'errors.requestTimeout' });
  });
});

describe('the unhandled error kind', () => {
  it('names a refusal without a message, and a failure of the page itself, unhandled with its message key', async () => {
    const errors: unknown[] = [];
    const answers: Array<() => Promise<Response>> = [
      async () => json(200, { status: false, code: 555, message: '', apiResponseData: null }),
      async () => {
        throw new RangeError('bad header value');
      },
    ];
    const api = createRequestClient({
      baseUrl: 'http://api.test/api',
      getLang: () => 'en_US',
      getToken: () => null,
      setToken: () => undefined,
      onError: (error) => errors.push(error),
      fetch: (() => (answers.shift() ?? (async () => envelope(null)))()) as typeof globalThis.fetch,
    });
    await expect(api.post('/quiet-refusal')).rejects.toMatchObject({ kind: 'unhandled', code: 555, messageKey: 'errors.unhandledError' });
    await expect(api.post('/broken')).rejects.toMatchObject({ kind: 'unhandled', code: 'RangeError', messageKey: 'errors.unhandledError' });
    // shown like any failure (the shell's toast), unlike a cancelled call
    expect(errors).toHaveLength(2);
  });
});
