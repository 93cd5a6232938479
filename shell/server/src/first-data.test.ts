import { hintablePicture, loadFirstData } from './first-data';

type Reply = { status?: number; body?: unknown; hang?: boolean };

/** A backend answering each use_type of the banner call as the test says, recording what it was asked. */
function backend(replies: Record<number, Reply>) {
  const asked: { url: string; headers: Record<string, string>; body: { use_type: number } }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { use_type: number };
    asked.push({ url, headers: init.headers as Record<string, string>, body });
    const reply = replies[body.use_type] ?? { status: 500, body: {} };
    if (reply.hang) {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const list = (...banners: { id: number; sort: number; url: string }[]) => ({
  status: true,
  code: 1000,
  message: '',
  apiResponseData: { web_carousel_picture_list: banners },
});

const options = { backendUrl: 'http://backend:4000/', siteId: 7, locale: 'vi_VN' as const, timeoutMs: 200 };

describe('loadFirstData', () => {
  it("asks home's banner calls of both layouts once each, and picks each layout's first picture in mf-home's order", async () => {
    const { asked, fetchImpl } = backend({
      0: {
        body: list(
          { id: 1, sort: 5, url: '/assets/a.svg' },
          { id: 2, sort: 9, url: '/assets/b.svg' },
          { id: 3, sort: 9, url: '/assets/c.svg' },
        ),
      },
      1: { body: list() },
      2: { body: list({ id: 4, sort: 1, url: '/assets/m.svg?lang=vi_VN' }) },
    });
    const first = await loadFirstData('mf_home/HomePage', { ...options, fetchImpl });
    expect(asked.map((call) => call.body)).toEqual([
      { site_id: 7, use_type: 0 },
      { site_id: 7, use_type: 1 },
      { site_id: 7, use_type: 2 },
    ]);
    expect(asked[0]?.url).toBe('http://backend:4000/api/arks/web/carousel_picture');
    expect(asked[0]?.headers).toMatchObject({ lang: 'vi_VN', 'content-type': 'application/json' });
    expect(first.answers.map((answer) => answer.body)).toEqual(asked.map((call) => call.body));
    // sort descending, then id descending: c (9, id 3) before b (9, id 2)
    expect(first.pictures).toEqual({ desktop: '/assets/c.svg', mobile: '/assets/m.svg?lang=vi_VN' });
  });

  it('leaves out what failed, timed out or answered a business error, and hints nothing without an answer', async () => {
    const { fetchImpl } = backend({
      0: { hang: true },
      1: { body: { status: false, code: 105, message: 'no', apiResponseData: null } },
      2: { status: 502, body: {} },
    });
    const first = await loadFirstData('mf_home/HomePage', { ...options, fetchImpl });
    expect(first).toEqual({ answers: [], pictures: { desktop: null, mobile: null } });
  });

  it('asks nothing for a module without first data, or when turned off', async () => {
    const { asked, fetchImpl } = backend({});
    await expect(loadFirstData('mf_games/GameHallPage', { ...options, fetchImpl })).resolves.toMatchObject({ answers: [] });
    await expect(loadFirstData(null, { ...options, fetchImpl })).resolves.toMatchObject({ answers: [] });
    await expect(loadFirstData('mf_home/HomePage', { ...options, timeoutMs: 0, fetchImpl })).resolves.toMatchObject({ answers: [] });
    expect(asked).toHaveLength(0);
  });
});

describe('hintablePicture', () => {
  it.each([
    ['/assets/banners/2.svg', '/assets/banners/2.svg'],
    ['/api/assets/banners/6.svg?lang=en_US', '/api/assets/banners/6.svg?lang=en_US'],
    ['https://cdn.example.com/a.png', null],
    ['//evil.example/a.png', null],
    ['/\\evil.example/a.png', null],
    ['javascript:alert(1)', null],
    ['/a.png" onload="x', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(hintablePicture(url)).toBe(expected);
  });
});
