import Fastify, { type FastifyInstance } from 'fastify';
import { serverWith } from './testing';

const clock = Date.UTC(2025, 5, 1, 8);

/** The backend behind /api: answers every path, so a call it receives is visible. */
let backend: FastifyInstance;
let backendUrl: string;
const backendCalls: { url: string; forwardedFor: unknown }[] = [];
/** The conversions endpoint: records what it receives; /fail answers 500. */
let conversions: FastifyInstance;
let conversionsUrl: string;
const received: unknown[] = [];

beforeAll(async () => {
  backend = Fastify();
  backend.all('/api/*', async (request) => {
    backendCalls.push({ url: request.url, forwardedFor: request.headers['x-forwarded-for'] });
    return { status: true, code: 1000, message: '', apiResponseData: { from: 'backend', url: request.url } };
  });
  backendUrl = await backend.listen({ port: 0, host: '127.0.0.1' });
  conversions = Fastify();
  conversions.post('/events', async (request) => {
    received.push(request.body);
    return { events_received: 1 };
  });
  conversions.post('/fail', async (_request, reply) => reply.code(500).send({ error: 'boom' }));
  conversionsUrl = await conversions.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await backend.close();
  await conversions.close();
});

const cookiesOf = (header: string | string[] | undefined): string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [header];

describe('POST /api/fb_tracking without a conversions endpoint', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ app, cleanup } = await serverWith({ BACKEND_URL: backendUrl }, { now: () => clock }));
  });
  afterAll(() => cleanup());

  it('accepts the event, answers forwarded: false and sets both ad cookies with the §9 attributes', async () => {
    const before = backendCalls.length;
    const response = await app.inject({ method: 'POST', url: '/api/fb_tracking?fbclid=IwAR0abc_DEF-1', payload: { event: 'PageView' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, code: 1000, message: 'Success', apiResponseData: { ok: true, forwarded: false } });
    const cookies = cookiesOf(response.headers['set-cookie']);
    expect(cookies).toHaveLength(2);
    expect(cookies).toContain(`_fbc=fb.1.${clock}.IwAR0abc_DEF-1; Max-Age=7776000; Path=/; SameSite=Lax; Secure`);
    expect(cookies.find((c) => c.startsWith('_fbp='))).toMatch(
      new RegExp(`^_fbp=fb\\.1\\.${clock}\\.\\d{10}; Max-Age=7776000; Path=/; SameSite=Lax; Secure$`),
    );
    expect(backendCalls.length).toBe(before); // not swallowed by the /api proxy
  });

  it('takes fbclid from the body too, and keeps cookies the browser already has', async () => {
    const fresh = await app.inject({ method: 'POST', url: '/api/fb_tracking', payload: { event: 'PageView', fbclid: 'fromBody' } });
    expect(cookiesOf(fresh.headers['set-cookie']).some((c) => c.startsWith(`_fbc=fb.1.${clock}.fromBody;`))).toBe(true);

    const known = await app.inject({
      method: 'POST',
      url: '/api/fb_tracking?fbclid=newer',
      headers: { cookie: '_fbc=fb.1.1700000000000.older; _fbp=fb.1.1700000000000.1234567890' },
      payload: { event: 'PageView' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the pixel id the page sent as the _fbp cookie, and sets no _fbc without fbclid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fb_tracking',
      payload: { event: 'PageView', fbp: 'fb.1.1700000000000.987654321' },
    });
    expect(cookiesOf(response.headers['set-cookie'])).toEqual([
      '_fbp=fb.1.1700000000000.987654321; Max-Age=7776000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('accepts a sendBeacon body (text/plain JSON)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fb_tracking',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{"event":"e_pay","value":50,"currency":"RMB"}',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{}, 'body.event is required'],
    [{ event: 'Hack' }, 'body.event must be one of: e_first_pay, e_pay, Purchase, PageView'],
    [{ event: 'Purchase' }, 'body.value is required; body.currency is required'],
    [{ event: 'e_pay', value: -1, currency: 'rmb' }, 'body.value must be >= 0; body.currency must match pattern'],
    [{ event: 'PageView', fbclid: 'abc; Domain=evil.example' }, 'body.fbclid must match pattern'],
    [{ event: 'PageView', fbp: 'fb.1.x.y' }, 'body.fbp must match pattern'],
  ])('refuses %j with a message naming the fields', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/fb_tracking', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 400 });
    expect(response.json().message).toContain(message);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cookie-injecting fbclid in the query and malformed JSON', async () => {
    const query = await app.inject({
      method: 'POST',
      url: `/api/fb_tracking?fbclid=${encodeURIComponent('x; Domain=evil.example')}`,
      payload: { event: 'PageView' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toContain('querystring.fbclid must match pattern');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/fb_tracking',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: false, code: 400 });
  });

  it('leaves every other /api path to the backend, with the client address passed on', async () => {
    const other = await app.inject({ method: 'POST', url: '/api/other/call', payload: { a: 1 }, remoteAddress: '10.9.8.7' });
    expect(other.statusCode).toBe(200);
    expect(other.json().apiResponseData).toEqual({ from: 'backend', url: '/api/other/call' });
    expect(backendCalls.at(-1)?.forwardedFor).toBe('10.9.8.7');
    const similar = await app.inject({ method: 'POST', url: '/api/fb_tracking/extra', payload: {} });
    expect(similar.json().apiResponseData).toEqual({ from: 'backend', url: '/api/fb_tracking/extra' });
  });
});

describe('POST /api/fb_tracking with a conversions endpoint', () => {
  it('forwards the event in Conversions API form, with the server-side IP, agent and ad ids', async () => {
    const { app, cleanup } = await serverWith({ FB_TRACKING_URL: `${conversionsUrl}/events`, TRUST_PROXY: '1' }, { now: () => clock });
    const response = await app.inject({
      method: 'POST',
      url: '/api/fb_tracking?fbclid=click42',
      headers: { 'user-agent': 'TestBrowser/1.0', referer: 'https://www.casino.example/Deposit', 'x-forwarded-for': '203.0.113.9' },
      payload: { event: 'e_first_pay', value: 100, currency: 'RMB', order_number: 'D20250601001', event_id: 'dep-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiResponseData).toEqual({ ok: true, forwarded: true });
    const fbp = /_fbp=([^;]+)/.exec(cookiesOf(response.headers['set-cookie']).join('\n'))?.[1];
    expect(received.at(-1)).toEqual({
      data: [
        {
          event_name: 'e_first_pay',
          event_time: Math.floor(clock / 1000),
          action_source: 'website',
          event_id: 'dep-1',
          event_source_url: 'https://www.casino.example/Deposit',
          user_data: { client_ip_address: '203.0.113.9', client_user_agent: 'TestBrowser/1.0', fbp, fbc: `fb.1.${clock}.click42` },
          custom_data: { value: 100, currency: 'RMB', order_id: 'D20250601001' },
        },
      ],
    });
    await cleanup();
  });

  it('answers 502 with the reason when the endpoint refuses or is unreachable', async () => {
    const failing = await serverWith({ FB_TRACKING_URL: `${conversionsUrl}/fail` });
    const refused = await failing.app.inject({ method: 'POST', url: '/api/fb_tracking', payload: { event: 'PageView' } });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ status: false, code: 502, message: 'The conversions endpoint answered HTTP 500' });
    await failing.cleanup();

    const gone = await serverWith({ FB_TRACKING_URL: 'http://127.0.0.1:9/events' });
    const unreachable = await gone.app.inject({ method: 'POST', url: '/api/fb_tracking', payload: { event: 'PageView' } });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().message).toBe('The conversions endpoint could not be reached');
    await gone.cleanup();
  });
});
