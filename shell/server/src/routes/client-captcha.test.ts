import type { FastifyInstance } from 'fastify';
import { CAPTCHA_ALPHABET, captchaSvg } from '@casino/server-kit/captcha';
import { CAPTCHA_TTL_MS, CaptchaAnswerStore } from './captcha-answer-store';
import { serverWith } from './testing';

/** Remembers the answers it is given, as only a test may. */
class RecordingStore extends CaptchaAnswerStore {
  answers: string[] = [];
  override issue(answer: string) {
    this.answers.push(answer);
    return super.issue(answer);
  }
}

let clock = Date.UTC(2025, 5, 1);
const store = new RecordingStore(() => clock);
let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await serverWith({}, { now: () => clock, captchaStore: store }));
});
afterAll(() => cleanup());

async function newCaptcha() {
  const response = await app.inject({ method: 'GET', url: '/clientCaptcha' });
  expect(response.statusCode).toBe(200);
  const data = response.json().apiResponseData as { token: string; captcha: string; length: number; expires_at: number };
  return { ...data, answer: store.answers.at(-1) ?? '', response };
}

const verify = (token: string, answer: string) =>
  app
    .inject({ method: 'POST', url: '/clientCaptcha/verify', payload: { token, answer } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

describe('GET /clientCaptcha', () => {
  it('answers an SVG data URL and a token, never cached, with the answer drawn as paths rather than text', async () => {
    const { captcha, token, length, expires_at, response, answer } = await newCaptcha();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: true, code: 1000 });
    expect(captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|font/i);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(length).toBe(5);
    expect(expires_at).toBe(clock + CAPTCHA_TTL_MS);
    expect(token).not.toContain(answer);
  });

  it('draws the same answer differently each time (distortion is random)', () => {
    expect(captchaSvg('AD2C7')).not.toBe(captchaSvg('AD2C7'));
  });
});

describe('POST /clientCaptcha/verify', () => {
  it('accepts the right answer (any case, spaces trimmed) once, then refuses the token', async () => {
    const { token, answer } = await newCaptcha();
    expect((await verify(token, ` ${answer.toLowerCase()} `)).body.apiResponseData).toEqual({ valid: true });
    expect((await verify(token, answer)).body.apiResponseData).toMatchObject({ valid: false, reason: 'unknown' });
  });

  it('burns the token on a wrong answer, so it cannot be guessed twice', async () => {
    const { token, answer } = await newCaptcha();
    const wrong = answer === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    expect((await verify(token, wrong)).body.apiResponseData).toMatchObject({ valid: false, reason: 'wrong' });
    expect((await verify(token, answer)).body.apiResponseData).toMatchObject({ valid: false, reason: 'unknown' });
  });

  it('refuses a right answer after five minutes', async () => {
    const { token, answer } = await newCaptcha();
    clock += CAPTCHA_TTL_MS + 1;
    expect((await verify(token, answer)).body.apiResponseData).toMatchObject({ valid: false, reason: 'expired' });
  });

  it('accepts a right answer just before expiry', async () => {
    const { token, answer } = await newCaptcha();
    clock += CAPTCHA_TTL_MS - 1;
    expect((await verify(token, answer)).body.apiResponseData).toEqual({ valid: true });
  });

  it('refuses a token whose expiry or signature was altered', async () => {
    const { token, answer } = await newCaptcha();
    const [id, expires, signature] = token.split('.');
    expect((await verify(`${id}.${Number(expires) + 3_600_000}.${signature}`, answer)).body.apiResponseData).toMatchObject({
      reason: 'unknown',
    });
    expect((await verify(`${id}.${expires}.${signature?.slice(1)}x`, answer)).body.apiResponseData).toMatchObject({ reason: 'unknown' });
    // The genuine token still works: refusing a forgery must not burn the real one.
    expect((await verify(token, answer)).body.apiResponseData).toEqual({ valid: true });
  });

  it('answers 400 with the missing fields named', async () => {
    const response = await verify('', '');
    expect(response.status).toBe(400);
    const missing = await app.inject({ method: 'POST', url: '/clientCaptcha/verify', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, code: 400 });
    expect(missing.json().message).toContain('body.token is required');
    expect(missing.json().message).toContain('body.answer is required');
  });
});

describe('CaptchaAnswerStore', () => {
  it('forgets expired answers and keeps at most its cap', () => {
    let now = 0;
    const small = new CaptchaAnswerStore(() => now, 1000, 3);
    for (let i = 0; i < 5; i += 1) small.issue('AAAAA');
    expect(small.size).toBe(3);
    now = 2000;
    small.issue('CCCCC');
    expect(small.size).toBe(1);
  });
});

describe('GET /__shell/client-captcha/:token (end-to-end tests only)', () => {
  const read = (token: string, init: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ method: 'GET', url: `/__shell/client-captcha/${encodeURIComponent(token)}`, ...init });

  it('gives a loopback client the answer of a captcha drawn here, which still verifies once', async () => {
    const { token, answer } = await newCaptcha();
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ ok: true, answer });
    expect((await read(token, { remoteAddress: '::1' })).json()).toEqual({ ok: true, answer });
    expect((await verify(token, answer)).body.apiResponseData).toEqual({ valid: true });
  });

  it('answers 404 for a token it never drew', async () => {
    const response = await read('nope.1.x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false });
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a proxied client elsewhere', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ["another site's page in a local browser", { headers: { 'sec-fetch-site': 'cross-site' } }],
  ])('refuses %s', async (_name, init) => {
    const { token, answer } = await newCaptcha();
    const response = await read(token, init);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(answer);
  });

  it('does not exist in production', async () => {
    const production = await serverWith({ SITE_ENV: 'production' });
    const drawn = (await production.app.inject({ method: 'GET', url: '/clientCaptcha' })).json().apiResponseData as { token: string };
    const response = await production.app.inject({ method: 'GET', url: `/__shell/client-captcha/${drawn.token}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"answer"');
    await production.cleanup();
  });
});
