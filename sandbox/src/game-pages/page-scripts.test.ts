/* The pages' scripts (static/*.js) run in jsdom against the real sandbox: what a player or the framing site would notice. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import type { PlayResponse } from '@casino/contracts';
import { call, loginAs, testSandbox } from '../testing';

const PUBLIC_URL = 'http://127.0.0.1:4999';
const SITE = 'http://localhost:8080';
const script = (name: string): string => fs.readFileSync(path.join(__dirname, 'static', name), 'utf8');

/** Resolves once `condition` holds, polling the event loop (the scripts await fetch). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A page of the sandbox in jsdom, its script not yet run. */
async function openPage(app: FastifyInstance, url: string): Promise<JSDOM> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return new JSDOM(response.body, { url: `${PUBLIC_URL}${url}`, runScripts: 'outside-only' });
}

describe('slot-game.js', () => {
  let app: FastifyInstance;
  let dom: JSDOM;
  let requests: { url: string; headers: Record<string, string>; body: unknown }[];

  const el = <T extends Element = HTMLElement>(selector: string): T => {
    const found = dom.window.document.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  const spin = (bet: string): void => {
    el<HTMLSelectElement>('#bet').value = bet;
    el('#spin-form').dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
  };

  beforeEach(async () => {
    app = testSandbox({ publicUrl: PUBLIC_URL });
    const token = await loginAs(app, 'player_rmb');
    const launch = await call<PlayResponse>(
      app,
      '/member/game/play1',
      { gp_id: 'GPR8', game_type: 2, game_code: 'R8-2-001', lobby_url: '/close', device: 0 },
      { token, headers: { origin: SITE } },
    );
    const url = new URL(launch.body.apiResponseData.url);
    dom = await openPage(app, `${url.pathname}${url.search}`);
    requests = [];
    // the page's fetch goes to the sandbox it came from
    dom.window.fetch = (async (input: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      requests.push({ url: input, headers: init.headers, body: JSON.parse(init.body) });
      const response = await app.inject({ method: init.method as 'POST', url: input, headers: init.headers, payload: init.body });
      return { ok: response.statusCode < 400, status: response.statusCode, json: async () => response.json() };
    }) as unknown as typeof dom.window.fetch;
    dom.window.eval(script('slot-game.js'));
  });

  afterEach(async () => {
    dom.window.close();
    await app.close();
  });

  it('spins with the launch token and shows the new balance, the reels and the result', async () => {
    expect(dom.window.document.body.style.getPropertyValue('--accent')).toBe('#e4572e');
    spin('10');
    expect(el<HTMLButtonElement>('#spin').disabled).toBe(true);
    expect(el('#spin').textContent).toBe('Spinning…');
    await until(() => !el<HTMLButtonElement>('#spin').disabled, 'the spin to end');
    expect(requests).toEqual([
      {
        url: '/games/GPR8/R8-2-001/spin',
        headers: expect.objectContaining({ 'x-game-session': expect.any(String), lang: 'en_US' }),
        body: { bet: 10 },
      },
    ]);
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
    expect(el('#balance').textContent).toBe('1,298.50');
    expect(el('#result').textContent).toBe('You win 20.00 RMB!');
    expect([...dom.window.document.querySelectorAll('.slot-reel')].filter((r) => r.textContent === '🍒')).toHaveLength(2);
    expect(
      el('#reels')
        .getAttribute('aria-label')
        ?.match(/cherry/g),
    ).toHaveLength(2);
    expect(el('#reels').classList.contains('slot-reels-win')).toBe(true);
    expect(el('#spin').textContent).toBe('Spin');
    expect(el('#error').hidden).toBe(true);
    expect(app.sandbox.db.prepare("SELECT cash_minor FROM members WHERE account = 'player_rmb'").pluck().get()).toBe(129850);

    spin('5');
    await until(() => el('#balance').textContent === '1,293.50', 'the second balance');
    expect(el('#result').textContent).toBe('No win this time.');
    expect(el('#reels').classList.contains('slot-reels-win')).toBe(false);
  });

  it("shows the sandbox's refusal in the alert and leaves the balance", async () => {
    app.sandbox.db.prepare("UPDATE members SET cash_minor = 200 WHERE account = 'player_rmb'").run();
    spin('50');
    await until(() => !el('#error').hidden, 'the alert');
    expect(el('#error').textContent).toBe('Your balance is too low for this bet.');
    expect(el('#error').getAttribute('role')).toBe('alert');
    expect(el('#balance').textContent).toBe('1,288.50');
    expect(el<HTMLButtonElement>('#spin').disabled).toBe(false);
  });

  it('says so when the game server does not answer', async () => {
    dom.window.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof dom.window.fetch;
    spin('1');
    await until(() => !el('#error').hidden, 'the alert');
    expect(el('#error').textContent).toBe('The game server did not answer. Please try again.');
    expect(el('#spin').textContent).toBe('Spin');
  });
});

describe('sport-page.js', () => {
  let app: FastifyInstance;
  let dom: JSDOM;
  let posted: [unknown, string][];

  const el = <T extends Element = HTMLElement>(selector: string): T => {
    const found = dom.window.document.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  const click = (selector: string): void => {
    el(selector).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
  };

  /** Opens the page framed (a parent window that records postMessage) or alone; jsdom has no layout, so heights come from the visible matches. */
  async function open(framed = true): Promise<void> {
    dom = await openPage(app, `/sport/?parent=${encodeURIComponent(SITE)}&lang=en_US`);
    posted = [];
    if (framed) {
      Object.defineProperty(dom.window, 'parent', {
        value: { postMessage: (message: unknown, target: string) => posted.push([message, target]) },
      });
    }
    const root = el('#sport');
    root.getBoundingClientRect = () => {
      const visible = [...root.querySelectorAll<HTMLElement>('.sport-match')].filter((m) => !m.hidden).length;
      return { height: 200 + visible * 96 } as DOMRect;
    };
    dom.window.eval(script('sport-page.js'));
  }

  beforeEach(() => {
    app = testSandbox({ publicUrl: PUBLIC_URL });
  });

  afterEach(async () => {
    dom.window.close();
    await app.close();
  });

  it('reports its height as S001 to the framing site only, again when the list expands or collapses', async () => {
    await open();
    expect(posted).toEqual([[{ type: 'S001', height: 488 }, SITE]]);
    // the same height is not sent twice
    dom.window.dispatchEvent(new dom.window.Event('load'));
    expect(posted).toHaveLength(1);

    click('#more');
    expect(el('#more').getAttribute('aria-expanded')).toBe('true');
    expect(el('#more').textContent).toBe('Show fewer matches');
    expect([...dom.window.document.querySelectorAll<HTMLElement>('.sport-match')].every((m) => !m.hidden)).toBe(true);
    expect(posted[1]).toEqual([{ type: 'S001', height: 1160 }, SITE]);

    click('#more');
    expect(el('#more').getAttribute('aria-expanded')).toBe('false');
    expect(el('#more').textContent).toBe('Show more matches');
    expect(posted[2]).toEqual([{ type: 'S001', height: 488 }, SITE]);
  });

  it('posts U003 with the game to open when a game button is pressed', async () => {
    await open();
    const name = (code: string): string =>
      app.sandbox.db.prepare("SELECT json_extract(name_i18n, '$.en_US') FROM games WHERE game_code = ?").pluck().get(code) as string;
    click('.sport-game[data-gp-id="GPPT"]');
    expect(posted.at(-1)).toEqual([
      { type: 'U003', gp_id: 'GPPT', game_type: 2, game_code: 'PT-2-001', game_name: name('PT-2-001') },
      SITE,
    ]);
    click('.sport-game[data-gp-id="GPBB"]');
    expect(posted.at(-1)).toEqual([{ type: 'U003', gp_id: 'GPBB', game_type: 3, game_code: 'BB-3-001', game_name: 'Baccarat' }, SITE]);
  });

  it('keeps a bet slip count of the odds chosen', async () => {
    await open();
    const odds = [...dom.window.document.querySelectorAll<HTMLButtonElement>('.sport-odd')];
    odds[0]?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    odds[4]?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(odds[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(el('#slip').textContent).toBe('Selections in your bet slip: 2');
    odds[0]?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(el('#slip').textContent).toBe('Selections in your bet slip: 1');
  });

  it('names each odds button with its visible text in it, after the match', async () => {
    await open();
    const odds = [...dom.window.document.querySelectorAll<HTMLButtonElement>('.sport-odd')];
    expect(odds.length).toBeGreaterThan(0);
    for (const odd of odds) {
      const visible = odd.textContent!.replace(/\s+/g, ' ').trim();
      const match = odd.closest('[role="group"]')!.getAttribute('aria-label')!;
      expect(odd.getAttribute('aria-label')).toBe(`${match}: ${visible}`);
    }
  });

  it('posts nothing when nobody frames it', async () => {
    await open(false);
    click('#more');
    click('.sport-game');
    expect(posted).toEqual([]);
  });
});
