import { FirstDataCache } from './first-data-cache';
import { loadFirstData } from './first-data';

/** A loader the test answers by hand: each call waits until the test resolves or rejects it. */
function backend() {
  const pending: { resolve: (value: unknown) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const load = (signal: AbortSignal) => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject, signal }));
  return { pending, load };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FirstDataCache', () => {
  let clock: number;
  const cacheOf = (options: { ttlMs?: number; maxStaleMs?: number; max?: number } = {}) =>
    new FirstDataCache({ ttlMs: 1000, maxStaleMs: 10_000, ...options, now: () => clock });

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('asks the backend once however many callers wait, and answers all of them', async () => {
    const cache = cacheOf();
    const { pending, load } = backend();
    const waiting = Array.from({ length: 50 }, () => cache.get('k', load));
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]?.resolve({ banners: 1 });
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 50 }, () => ({ banners: 1 })));
    // Fresh: no call at all.
    expect(await cache.get('k', load)).toEqual({ banners: 1 });
    expect(pending).toHaveLength(1);
  });

  it('serves a stale answer at once and refreshes it once in the background', async () => {
    const cache = cacheOf();
    const { pending, load } = backend();
    const first = cache.get('k', load);
    await settle();
    pending[0]?.resolve('old');
    await first;
    clock += 1500;
    // Stale: answered without waiting, with one refresh under way for all of them.
    await expect(Promise.all([cache.get('k', load), cache.get('k', load)])).resolves.toEqual(['old', 'old']);
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('new');
    await settle();
    expect(await cache.get('k', load)).toBe('new');
    expect(pending).toHaveLength(2);
  });

  it('keeps the stale answer while refreshes fail, for a bounded time, then waits for the backend', async () => {
    const cache = cacheOf({ ttlMs: 1000, maxStaleMs: 5000 });
    const { pending, load } = backend();
    const first = cache.get('k', load);
    await settle();
    pending[0]?.resolve('old');
    await first;
    clock += 2000;
    expect(await cache.get('k', load)).toBe('old');
    pending[1]?.reject(new Error('backend down'));
    await settle();
    clock += 1000;
    expect(await cache.get('k', load)).toBe('old');
    pending[2]?.reject(new Error('backend down'));
    await settle();
    // Past fresh + maxStale: no longer served; this caller waits for the backend.
    clock += 4000;
    const waiting = cache.get('k', load);
    await settle();
    expect(pending).toHaveLength(4);
    pending[3]?.reject(new Error('still down'));
    expect(await waiting).toBeUndefined();
  });

  it('never keeps a failure as an answer: the next caller asks again', async () => {
    const cache = cacheOf();
    const { pending, load } = backend();
    const failed = cache.get('k', load);
    await settle();
    pending[0]?.reject(new Error('HTTP 502'));
    expect(await failed).toBeUndefined();
    const next = cache.get('k', load);
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('fine');
    expect(await next).toBe('fine');
  });

  it('drops the answers an invalidation names, and keeps a bounded number of answers', async () => {
    const cache = cacheOf({ max: 3 });
    const answer = (value: string) => async () => value;
    for (const key of ['a1', 'a2', 'b1', 'b2']) await cache.get(key, answer(key));
    expect(cache.size).toBe(3);
    expect(cache.invalidate((key) => key.startsWith('b'))).toBe(2);
    expect(await cache.get('b1', answer('b1 again'))).toBe('b1 again');
    expect(await cache.get('a2', answer('not asked'))).toBe('a2');
  });
});

describe('loadFirstData through the cache', () => {
  const list = (url: string) => ({
    status: true,
    code: 1000,
    message: '',
    apiResponseData: { web_carousel_picture_list: [{ id: 1, sort: 1, url }] },
  });

  it('lets 50 concurrent pages share one backend call per banner list, and keeps locales apart', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      asked.push(`${(init.headers as Record<string, string>).lang} ${String(init.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(JSON.stringify(list('/assets/a.svg')));
    }) as typeof fetch;
    const cache = new FirstDataCache({ ttlMs: 5000, maxStaleMs: 60_000 });
    const options = { backendUrl: 'http://backend', siteId: 1, currency: 'RMB', timeoutMs: 1000, fetchImpl, cache };
    const pages = await Promise.all(
      Array.from({ length: 50 }, () => loadFirstData('mf_home/HomePage', { ...options, locale: 'en_US' as const })),
    );
    expect(asked).toHaveLength(3);
    for (const page of pages) expect(page.pictures).toEqual({ desktop: '/assets/a.svg', mobile: '/assets/a.svg' });
    await loadFirstData('mf_home/HomePage', { ...options, locale: 'vi_VN' });
    expect(asked).toHaveLength(6);
    expect(asked.slice(3).every((call) => call.startsWith('vi_VN '))).toBe(true);
  });

  it("answers within the page's time budget; a late answer still serves the next page", async () => {
    const held: (() => void)[] = [];
    const fetchImpl = (async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return new Response(JSON.stringify(list('/assets/late.svg')));
    }) as unknown as typeof fetch;
    const cache = new FirstDataCache({ ttlMs: 5000, maxStaleMs: 60_000 });
    const options = { backendUrl: 'http://backend', siteId: 1, locale: 'en_US' as const, timeoutMs: 50, fetchImpl, cache };
    const started = Date.now();
    expect((await loadFirstData('mf_home/HomePage', options)).answers).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(held).toHaveLength(3);
    for (const release of held) release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await loadFirstData('mf_home/HomePage', options)).pictures.desktop).toBe('/assets/late.svg');
  });
});
