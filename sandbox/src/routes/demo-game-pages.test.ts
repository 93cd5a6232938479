import type { FastifyInstance } from 'fastify';
import { call, loginAs, testSandbox } from '../testing';

const PUBLIC_URL = 'http://127.0.0.1:4999';
const SITE = 'http://localhost:8080';
const GAME = { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001' };

interface SpinAnswer {
  ok: boolean;
  error?: string;
  cash: number;
  cash_text: string;
  payout: number;
  message: string;
}

/** What a person reads on a page: its text without tags, scripts or attributes. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe("a visitor's demo game", () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox({ publicUrl: PUBLIC_URL });
  });

  afterEach(async () => {
    await app.close();
  });

  const startDemo = async (headers: Record<string, string> = { origin: SITE, referer: `${SITE}/zh_CN/` }, lang = 'en_US') => {
    const response = await call<{ game_url: string }>(
      app,
      '/demo/play',
      { site_id: 1, currency: 'RMB', device: 0, ...GAME, house: '' },
      {
        lang,
        headers,
      },
    );
    expect(response.body.status).toBe(true);
    const url = new URL(response.body.apiResponseData.game_url);
    return { url, path: `${url.pathname}${url.search}`, session: url.searchParams.get('session') ?? '', spinPath: `${url.pathname}/spin` };
  };

  const spin = async (spinPath: string, session: string, bet: unknown = 10) => {
    const response = await app.inject({
      method: 'POST',
      url: spinPath,
      headers: { 'content-type': 'application/json', 'x-game-session': session, lang: 'en_US' },
      payload: JSON.stringify({ bet }),
    });
    return { status: response.statusCode, body: response.json() as SpinAnswer };
  };

  it("opens on the sandbox's own origin with the game's name, the provider's name, Demo and 2,000 demo credit, no internal codes", async () => {
    const demo = await startDemo();
    expect(demo.url.origin).toBe(PUBLIC_URL);
    expect(demo.url.pathname).toBe('/demo-games/GPR8/R8-2-001');
    const page = await app.inject({ method: 'GET', url: demo.path });
    expect(page.statusCode).toBe(200);
    const text = visibleText(page.body);
    expect(page.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(text).toContain('Provider: R8 Gaming');
    expect(text).toContain('Demo');
    expect(text).toContain('Demo credit 2,000.00');
    for (const code of ['GPR8', 'R8-2-001', 'RMB', 'DEMO']) expect(text).not.toContain(code);
    // The way back is the site page that opened the demo; it leaves a frame.
    expect(page.body).toContain(`<a id="lobby" class="slot-lobby" href="${SITE}/zh_CN/" target="_top">Back to the site</a>`);
    // Framed by the site only, like the members' game pages.
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*$/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('spins on demo credit only: the credit moves, no member is involved', async () => {
    const member = await loginAs(app, 'player_rmb');
    const before = await app.inject({ method: 'GET', url: '/__sandbox/games/member?account=player_rmb' });
    const demo = await startDemo();
    const first = await spin(demo.spinPath, demo.session, 10);
    expect(first).toMatchObject({ status: 200, body: { ok: true, payout: 20, cash: 2010, cash_text: '2,010.00' } });
    expect(first.body.message).toBe('You win 20.00 demo credit!');
    const second = await spin(demo.spinPath, demo.session, 50);
    expect(second.body).toMatchObject({ ok: true, payout: 0, cash: 1960, message: 'No win this time.' });
    // The page shows the credit as it stands.
    expect(visibleText((await app.inject({ method: 'GET', url: demo.path })).body)).toContain('Demo credit 1,960.00');
    const after = await app.inject({ method: 'GET', url: '/__sandbox/games/member?account=player_rmb' });
    expect(after.json()).toMatchObject({ cash: before.json().cash, rounds: before.json().rounds });
    expect(member).toBeTruthy();
  });

  it('each demo has its own credit', async () => {
    const one = await startDemo();
    const two = await startDemo();
    await spin(one.spinPath, one.session, 10);
    expect((await spin(two.spinPath, two.session, 10)).body.cash).toBe(2010);
  });

  it('refuses a bet not offered (400), a missing or foreign token (403), and another game with the token (403)', async () => {
    const demo = await startDemo();
    expect((await spin(demo.spinPath, demo.session, 7)).status).toBe(400);
    expect((await spin(demo.spinPath, 'nope')).status).toBe(403);
    expect((await spin('/demo-games/GPR8/R8-2-002/spin', demo.session)).status).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/demo-games/GPR8/R8-2-002?session=${demo.session}` })).statusCode).toBe(403);
    // A demo token never opens a member's game page, nor spends a member's money.
    expect((await app.inject({ method: 'GET', url: `/games/GPR8/R8-2-001?session=${demo.session}` })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/games/GPR8/R8-2-001/spin',
          headers: { 'content-type': 'application/json', 'x-game-session': demo.session },
          payload: JSON.stringify({ bet: 10 }),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('speaks the language of the call; without a site page calling, there is no way back link', async () => {
    const demo = await startDemo({}, 'vi_VN');
    const page = await app.inject({ method: 'GET', url: demo.path });
    expect(visibleText(page.body)).toContain('Chơi thử');
    expect(page.body).not.toContain('id="lobby"');
    const foreign = await startDemo({ origin: 'https://evil.example', referer: 'https://evil.example/' });
    expect((await app.inject({ method: 'GET', url: foreign.path })).body).not.toContain('evil.example');
  });
});
