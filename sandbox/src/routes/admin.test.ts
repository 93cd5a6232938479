import type { FastifyInstance } from 'fastify';
import { call, testSandbox } from '../testing';

const CAROUSEL = { site_id: 1, use_type: 0 };

describe('/__sandbox test endpoints', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox();
  });

  afterEach(async () => {
    await app.close();
  });

  const setFault = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/__sandbox/faults', payload: body });

  it('health', async () => {
    const response = await app.inject({ method: 'GET', url: '/__sandbox/health' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('a fault with an HTTP status fails the named call only', async () => {
    expect((await setFault({ path: '/arks/web/carousel_picture', status: 503 })).statusCode).toBe(200);
    const failed = await call(app, '/arks/web/carousel_picture', CAROUSEL);
    expect(failed.statusCode).toBe(503);
    expect(failed.body).toEqual({ status: false, code: 503, message: 'Injected fault', apiResponseData: null });
    const other = await call(app, '/arks/web/announcement/marquee', { site_id: 1 });
    expect(other.statusCode).toBe(200);
  });

  it('a fault with an envelope code answers HTTP 200 with status false, message as given', async () => {
    await setFault({ path: '/api/arks/web/carousel_picture', code: 9001, message: 'Banners are resting' });
    const failed = await call(app, '/arks/web/carousel_picture', CAROUSEL);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toEqual({ status: false, code: 9001, message: 'Banners are resting', apiResponseData: null });
  });

  it('the injected message is translated when none is given', async () => {
    await setFault({ path: '/arks/web/carousel_picture', status: 500 });
    expect((await call(app, '/arks/web/carousel_picture', CAROUSEL, { lang: 'zh_CN' })).body.message).toBe('注入的故障');
  });

  it('a malformed fault sends a body that is not JSON', async () => {
    await setFault({ path: '/arks/web/carousel_picture', malformed: true });
    const response = await app.inject({ method: 'POST', url: '/api/arks/web/carousel_picture', payload: CAROUSEL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('a delay only slows the call down, which then succeeds', async () => {
    await setFault({ path: '/arks/web/carousel_picture', delayMs: 150 });
    const started = Date.now();
    const response = await call(app, '/arks/web/carousel_picture', CAROUSEL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.body.status).toBe(true);
  });

  it('times limits how many calls fail; GET lists what is left', async () => {
    await setFault({ path: '/arks/web/carousel_picture', status: 500, times: 2 });
    const listed = await app.inject({ method: 'GET', url: '/__sandbox/faults' });
    expect(listed.json().faults).toEqual([expect.objectContaining({ path: '/arks/web/carousel_picture', status: 500, remaining: 2 })]);
    expect((await call(app, '/arks/web/carousel_picture', CAROUSEL)).statusCode).toBe(500);
    expect((await call(app, '/arks/web/carousel_picture', CAROUSEL)).statusCode).toBe(500);
    expect((await call(app, '/arks/web/carousel_picture', CAROUSEL)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/faults' })).json().faults).toEqual([]);
  });

  it('DELETE clears one path or all faults', async () => {
    await setFault({ path: '/arks/web/carousel_picture', status: 500 });
    await setFault({ path: '/arks/web/announcement/marquee', status: 500 });
    await app.inject({ method: 'DELETE', url: '/__sandbox/faults?path=/arks/web/announcement/marquee' });
    expect((await call(app, '/arks/web/announcement/marquee', { site_id: 1 })).statusCode).toBe(200);
    expect((await call(app, '/arks/web/carousel_picture', CAROUSEL)).statusCode).toBe(500);
    const cleared = await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
    expect(cleared.json()).toEqual({ ok: true, cleared: 1 });
    expect((await call(app, '/arks/web/carousel_picture', CAROUSEL)).statusCode).toBe(200);
  });

  it('refuses an invalid fault with the 400 envelope', async () => {
    const response = await setFault({ status: 'broken' });
    expect(response.statusCode).toBe(400);
    expect(response.json().apiResponseData.errors.map((e: { field: string }) => e.field)).toEqual(['path', 'status']);
  });

  it('content editing changes what the calls answer, and reset brings the seed back with no faults', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/__sandbox/content/banners',
      payload: {
        site_id: 1,
        use_type: 0,
        title: { en_US: 'Brand new', zh_CN: '全新' },
        link: '/faq',
        link_type: 1,
        link_method: 0,
        sort: 1000,
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().banner.id as number;
    const first = async () =>
      (await call<{ web_carousel_picture_list: { id: number; title: string }[] }>(app, '/arks/web/carousel_picture', CAROUSEL)).body
        .apiResponseData.web_carousel_picture_list[0];
    expect(await first()).toMatchObject({ id, title: 'Brand new' });

    const updated = await app.inject({ method: 'POST', url: '/__sandbox/content/banners', payload: { id, title: { en_US: 'Renamed' } } });
    expect(updated.json().banner.title).toBe('Renamed');
    expect((await app.inject({ method: 'POST', url: '/__sandbox/content/banners', payload: { id: 987654, sort: 1 } })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'POST', url: '/__sandbox/content/banners', payload: { sort: 1 } })).statusCode).toBe(400);

    await setFault({ path: '/arks/web/announcement/marquee', status: 500 });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/reset' })).json()).toEqual({ ok: true });
    expect((await first())?.id).not.toBe(id);
    expect((await call(app, '/arks/web/announcement/marquee', { site_id: 1 })).statusCode).toBe(200);
  });

  it('announcements and bulletins can be created and edited', async () => {
    const announcement = await app.inject({
      method: 'POST',
      url: '/__sandbox/content/announcements',
      payload: { site_id: 2, content: { en_US: 'Top news' }, sort: 9999 },
    });
    expect(announcement.statusCode).toBe(200);
    const marquee = await call<{ web_announcement_list: { content: string }[] }>(
      app,
      '/arks/web/announcement/marquee',
      { site_id: 2 },
      { lang: 'vi_VN' },
    );
    expect(marquee.body.apiResponseData.web_announcement_list[0]?.content).toBe('Top news');

    const bulletin = await app.inject({
      method: 'POST',
      url: '/__sandbox/content/bulletins',
      payload: { site_id: 1, title: { en_US: 'Fresh' }, content: { en_US: '<p>fresh</p>' }, display_location: [1], sort: 9999 },
    });
    expect(bulletin.statusCode).toBe(200);
    const list = await call<{ web_bulletin_list: { id: number; title: string }[] }>(app, '/arks/web/bulletin', {
      site_id: 1,
      display_device: 1,
    });
    expect(list.body.apiResponseData.web_bulletin_list[0]).toMatchObject({ id: bulletin.json().bulletin.id, title: 'Fresh' });
  });

  it('content edits are announced for the real-time server', async () => {
    const events: unknown[] = [];
    app.sandbox.events.on('content-changed', (e) => events.push(e));
    await app.inject({ method: 'POST', url: '/__sandbox/content/banners', payload: { id: 1, sort: 5 } });
    expect(events).toEqual([{ kind: 'banner', site_id: 1, id: 1 }]);
  });
});
