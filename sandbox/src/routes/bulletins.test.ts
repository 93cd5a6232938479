import type { FastifyInstance } from 'fastify';
import { call, loginAs, testSandbox } from '../testing';

interface Bulletin {
  id: number;
  title: string;
  display_content: string;
  content: string;
  display_device: number;
  display_location: number[];
  updated_at: string;
  setting: { display_frequency: number };
}

type List = { web_bulletin_list: Bulletin[] };

describe('bulletins', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = testSandbox();
    token = await loginAs(app);
  });

  afterEach(async () => {
    await app.close();
  });

  it('visitors get the pop-ups of location 1 for their device, including the hostile one untouched', async () => {
    const desktop = (await call<List>(app, '/arks/web/bulletin', { site_id: 1, display_device: 1 })).body.apiResponseData.web_bulletin_list;
    expect(desktop.length).toBeGreaterThan(0);
    expect(desktop.every((b) => b.display_location.includes(1) && [0, 1].includes(b.display_device))).toBe(true);
    const hostile = desktop.find((b) => b.display_content.includes('onerror=alert(1)'));
    expect(hostile?.display_content).toContain('<script>');
    expect(hostile?.content).not.toMatch(/<|xss/);
    expect(desktop[0]?.setting).toEqual({ display_frequency: expect.any(Number) });
  });

  it('every picture in the seeded bulletins is one the sandbox serves (no broken image)', async () => {
    const list = (await call<List>(app, '/arks/web/bulletin/history', { site_id: 1, display_device: 0 })).body.apiResponseData
      .web_bulletin_list;
    const sources = list.flatMap((b) =>
      [...b.display_content.matchAll(/<img[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/assets\//);
      const picture = await app.inject({ method: 'GET', url: source });
      expect([source, picture.statusCode]).toEqual([source, 200]);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('display_device filters: a mobile-only bulletin never reaches desktop', async () => {
    const history = async (device: number) =>
      (await call<List>(app, '/arks/web/bulletin/history', { site_id: 1, display_device: device })).body.apiResponseData.web_bulletin_list;
    const [all, desktop, mobile] = await Promise.all([history(0), history(1), history(2)]);
    expect(all).toHaveLength(20);
    expect(desktop.some((b) => b.display_device === 2)).toBe(false);
    expect(mobile.some((b) => b.display_device === 1)).toBe(false);
    expect(desktop.length + mobile.length - all.filter((b) => b.display_device === 0).length).toBe(20);
    const times = all.map((b) => b.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('members get the pop-ups of the requested location, in their language', async () => {
    const deposit = (
      await call<List>(app, '/arks/web/bulletin/member', { site_id: 1, display_device: 0, display_location: 3 }, { token, lang: 'zh_CN' })
    ).body.apiResponseData.web_bulletin_list;
    expect(deposit.length).toBeGreaterThan(0);
    expect(deposit.every((b) => b.display_location.includes(3))).toBe(true);
    expect(deposit.some((b) => /[\u4e00-\u9fff]/.test(b.title))).toBe(true);
  });

  it('hide removes the "show once" bulletins for that member until one is updated again', async () => {
    const body = { site_id: 1, display_device: 1, display_location: 2 };
    const before = (await call<List>(app, '/arks/web/bulletin/member', body, { token })).body.apiResponseData.web_bulletin_list;
    const once = before.filter((b) => b.setting.display_frequency === 0);
    expect(once.length).toBeGreaterThan(0);
    const hidden = await call<{ hidden_ids: number[] }>(app, '/arks/web/bulletin/member/hide', body, { token });
    expect(hidden.body.apiResponseData.hidden_ids.sort()).toEqual(once.map((b) => b.id).sort());

    const after = (await call<List>(app, '/arks/web/bulletin/member', body, { token })).body.apiResponseData.web_bulletin_list;
    expect(after.map((b) => b.id).sort()).toEqual(
      before
        .filter((b) => b.setting.display_frequency !== 0)
        .map((b) => b.id)
        .sort(),
    );
    // another member still sees them
    const other = await loginAs(app, 'agent_rmb');
    expect(
      (await call<List>(app, '/arks/web/bulletin/member', body, { token: other })).body.apiResponseData.web_bulletin_list,
    ).toHaveLength(before.length);

    // an update published later brings it back
    const target = once[0];
    if (!target) throw new Error('no bulletin');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.inject({ method: 'POST', url: '/__sandbox/content/bulletins', payload: { id: target.id, title: { en_US: 'Updated' } } });
    const again = (await call<List>(app, '/arks/web/bulletin/member', body, { token })).body.apiResponseData.web_bulletin_list;
    expect(again.map((b) => b.id)).toContain(target.id);
  });

  it('hide requires a session', async () => {
    expect((await call(app, '/arks/web/bulletin/member/hide', { site_id: 1, display_device: 1, display_location: 2 })).statusCode).toBe(
      401,
    );
  });
});
