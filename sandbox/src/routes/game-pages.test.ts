import { major } from '../money/minor-units';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PlayResponse, SportQuickbetResponse } from '@casino/contracts';
import type { EventToPublish } from '../realtime/events';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

const PUBLIC_URL = 'http://127.0.0.1:4999';

interface SpinAnswer {
  ok: boolean;
  error?: string;
  spin: number;
  reels: string[];
  reels_label: string;
  multiplier: number;
  payout: number;
  cash: number;
  cash_text: string;
  message: string;
}

/** The CSP of a page as a map of directive → sources. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the sandbox game page', () => {
  let app: FastifyInstance;
  let token: string;
  let published: EventToPublish[];

  const launch = async (
    game: { gp_id: string; game_type: number; game_code: string } = { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001' },
    lang = 'en_US',
  ) => {
    const response = await call<PlayResponse>(
      app,
      '/member/game/play1',
      { ...game, lobby_url: '/close', device: 0 },
      { token, lang, headers: { origin: 'http://localhost:8080' } },
    );
    const url = new URL(response.body.apiResponseData.url);
    return { path: `${url.pathname}${url.search}`, session: url.searchParams.get('session') ?? '', spinPath: `${url.pathname}/spin` };
  };

  const spin = async (spinPath: string, session: string, bet: unknown = 10, lang = 'en_US') => {
    const response = await app.inject({
      method: 'POST',
      url: spinPath,
      headers: { 'content-type': 'application/json', 'x-game-session': session, lang },
      payload: JSON.stringify({ bet }),
    });
    return { status: response.statusCode, body: response.json() as SpinAnswer };
  };

  const cash = (account = 'player_rmb'): number => {
    const row = app.sandbox.db.prepare('SELECT cash_minor, currency FROM members WHERE account = ?').get(account) as {
      cash_minor: number;
      currency: string;
    };
    return major(row.cash_minor, row.currency);
  };

  beforeEach(async () => {
    app = testSandbox({ publicUrl: PUBLIC_URL });
    published = [];
    jest.spyOn(app.realtime, 'trigger').mockImplementation((event) => {
      published.push(event);
      return { delivered: 0, channels: {} };
    });
    token = await loginAs(app, 'player_rmb');
  });

  afterEach(async () => {
    await app.close();
  });

  it('shows the game, its provider, the balance, the bets and the way back, under a strict policy', async () => {
    const { path, session } = await launch();
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const name = app.sandbox.db
      .prepare("SELECT json_extract(name_i18n, '$.en_US') FROM games WHERE game_code = 'R8-2-001'")
      .pluck()
      .get() as string;
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain('Provider: R8 Gaming');
    expect(html).toMatch(/<output id="balance" aria-labelledby="balance-label">1,288\.50<\/output>/);
    expect(html).toContain('<label for="bet">Bet</label>');
    expect([...html.matchAll(/<option value="(\d+)">/g)].map((m) => m[1])).toEqual(['1', '5', '10', '50']);
    expect(html).toContain('<button id="spin" type="submit">Spin</button>');
    expect(html).toContain('<a id="lobby" class="slot-lobby" href="http://localhost:8080/close" target="_top">Back to lobby</a>');
    expect(html).toContain(`data-session="${session}"`);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    // no inline script: one module script, from a file
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script type="module" src="/games/static/slot-game.js">']);
    const policy = csp(page);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('speaks the language of its lang query, the launch language otherwise', async () => {
    const { path } = await launch(undefined, 'zh_CN');
    const zh = (await app.inject({ method: 'GET', url: path })).body;
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('游戏厂商：R8 Gaming');
    expect(zh).toContain('返回大厅');
    const vi = (await app.inject({ method: 'GET', url: path.replace('lang=zh_CN', 'lang=vi_VN') })).body;
    expect(vi).toContain('<html lang="vi">');
    expect(vi).toContain('>Quay</button>');
    expect(vi).toContain('Quay lại sảnh');
    expect(vi).toContain('1.288,50');
  });

  it('refuses a link that is not a live launch of that game, in the language asked', async () => {
    const { session } = await launch();
    for (const url of [
      `/games/GPR8/R8-2-001?session=nope&lang=zh_CN`,
      `/games/GPR8/R8-2-001?lang=zh_CN`,
      `/games/GPR8/R8-2-002?session=${session}&lang=zh_CN`,
      `/games/GPJD/R8-2-001?session=${session}&lang=zh_CN`,
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('该游戏链接已失效');
      expect(page.body).not.toContain('<script');
    }
  });

  it('a spin changes the balance in the database and publishes it on the member private channel', async () => {
    const { session, spinPath } = await launch();
    const first = await spin(spinPath, session, 10);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      spin: 1,
      multiplier: 2,
      payout: 20,
      cash: 1298.5,
      cash_text: '1,298.50',
      message: 'You win 20.00 RMB!',
    });
    expect(first.body.reels.filter((s) => s === 'cherry')).toHaveLength(2);
    expect(first.body.reels_label).toMatch(/^Reels: (\w+, ){2}\w+$/);
    expect(cash()).toBe(1298.5);
    const second = await spin(spinPath, session, 5, 'zh_CN');
    expect(second.body).toMatchObject({ ok: true, spin: 2, multiplier: 0, payout: 0, cash: 1293.5, message: '本局未中奖。' });
    expect(cash()).toBe(1293.5);
    expect(published.map((e) => [e.name, e.channels, JSON.parse(e.data)])).toEqual([
      ['member.cash', ['private-member.1'], { member_id: 1, cash: 1298.5 }],
      ['member.cash', ['private-member.1'], { member_id: 1, cash: 1293.5 }],
    ]);
    const rounds = await sandboxAdmin(app, 'GET', '/games/member?account=player_rmb');
    expect(rounds).toMatchObject({
      cash: 1293.5,
      is_playing: 1,
      rounds: [
        { bet: 5, payout: 0, cash_after: 1293.5 },
        { bet: 10, payout: 20, cash_after: 1298.5 },
      ],
    });
    // a new launch starts the cycle again
    const again = await launch();
    expect((await spin(again.spinPath, again.session, 1)).body).toMatchObject({ spin: 1, multiplier: 2 });
  });

  it('a spin is authorised by the launch token only, and refused once the launch ended', async () => {
    const { session, spinPath } = await launch();
    expect((await spin(spinPath, '')).status).toBe(403);
    expect((await spin(spinPath, token)).body).toEqual({
      ok: false,
      error: 'This game session has ended. Launch the game again from the site.',
    });
    expect((await spin('/games/GPR8/R8-2-002/spin', session)).status).toBe(403);
    await call(app, '/member/game/leave1', {}, { token });
    const ended = await spin(spinPath, session, 10, 'vi_VN');
    expect(ended).toEqual({ status: 403, body: { ok: false, error: 'Phiên chơi này đã kết thúc. Hãy mở lại trò chơi từ trang web.' } });
    expect(cash()).toBe(1288.5);
  });

  it('a spin refuses a bet not offered, a bet above the balance, and games in maintenance', async () => {
    const { session, spinPath } = await launch();
    expect(await spin(spinPath, session, 7)).toEqual({
      status: 400,
      body: { ok: false, error: 'Choose one of the bets offered: 1.00, 5.00, 10.00, 50.00.' },
    });
    expect((await spin(spinPath, session, '10')).status).toBe(400);
    app.sandbox.db.prepare("UPDATE members SET cash_minor = 400 WHERE account = 'player_rmb'").run();
    expect(await spin(spinPath, session, 5, 'zh_CN')).toEqual({ status: 409, body: { ok: false, error: '余额不足，无法下注。' } });
    expect((await spin(spinPath, session, 1)).body).toMatchObject({ ok: true, cash: 5 });
    await sandboxAdmin(app, 'POST', '/games/maintenance', { gp_id: 'GPR8', game_code: 'R8-2-001', maintenance: true });
    expect((await spin(spinPath, session, 1)).status).toBe(503);
    expect(cash()).toBe(5);
    expect(published).toHaveLength(1);
  });

  it('plays in the currency of the member: VND bets', async () => {
    token = await loginAs(app, 'player_vnd', 2);
    const { path, session, spinPath } = await launch({ gp_id: 'GPPT', game_type: 2, game_code: 'PT-2-001' }, 'vi_VN');
    expect([...(await app.inject({ method: 'GET', url: path })).body.matchAll(/<option value="(\d+)">/g)].map((m) => m[1])).toEqual([
      '1000',
      '5000',
      '10000',
      '50000',
    ]);
    expect((await spin(spinPath, session, 1000)).body).toMatchObject({ ok: true, cash: 5_001_000 });
    expect(cash('player_vnd')).toBe(5_001_000);
  });

  it('serves its script and style files', async () => {
    for (const [file, type] of [
      ['slot-game.js', 'text/javascript'],
      ['sport-page.js', 'text/javascript'],
      ['game-pages.css', 'text/css'],
    ]) {
      const response = await app.inject({ method: 'GET', url: `/games/static/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.body.length).toBeGreaterThan(100);
    }
    expect((await app.inject({ method: 'GET', url: '/games/static/secret.db' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/games/static/..%2F..%2Fconfig.ts' })).statusCode).toBe(404);
  });
});

describe('the sandbox sport page', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox({ publicUrl: PUBLIC_URL });
  });

  afterEach(async () => {
    await app.close();
  });

  it('is framed only by the site that asked for it, and offers matches and games to open', async () => {
    const answer = await call<SportQuickbetResponse>(app, '/arks/web/game/sport-quickbet-url', {
      site_id: 1,
      domain: 'http://localhost:8080',
    });
    const url = new URL(answer.body.apiResponseData.detail.url);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(csp(page)['frame-ancestors']).toEqual(['http://localhost:8080']);
    expect(csp(page)['script-src']).toEqual(["'self'"]);
    const html = page.body;
    expect(html).toContain('data-parent-origin="http://localhost:8080"');
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script type="module" src="/games/static/sport-page.js">']);
    expect(html.match(/class="sport-match"/g)).toHaveLength(10);
    expect(html.match(/class="sport-match" data-extra hidden/g)).toHaveLength(7);
    expect(html).toContain('aria-expanded="false" aria-controls="matches">Show more matches</button>');
    const games = [...html.matchAll(/data-gp-id="(\w+)" data-game-type="(\d)" data-game-code="([\w-]+)" data-game-name="[^"]+"/g)].map(
      (m) => m.slice(1),
    );
    expect(games).toEqual([
      ['GPR8', '2', 'R8-2-001'],
      ['GPPT', '2', 'PT-2-001'],
      ['GPPL', '2', 'PL-2-001'],
      ['GPBB', '3', 'BB-3-001'],
    ]);
  });

  it('is translated by its lang query', async () => {
    const html = (await app.inject({ method: 'GET', url: '/sport/?parent=http%3A%2F%2Flocalhost%3A8080&lang=zh_CN' })).body;
    expect(html).toContain('<h1>体育投注</h1>');
    expect(html).toContain('显示更多赛事');
    expect(html).toContain('娱乐场游戏');
  });

  it('refuses to be shown for any other parent', async () => {
    for (const parent of ['', 'https%3A%2F%2Fevil.example', 'localhost%3A8080', 'http%3A%2F%2Flocalhost%3A8080%2Fpath']) {
      const page = await app.inject({ method: 'GET', url: `/sport/?parent=${parent}&lang=vi_VN` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Trang này chỉ mở bên trong trang web');
      expect(csp(page)['frame-ancestors']).toEqual(["'none'"]);
    }
  });
});
