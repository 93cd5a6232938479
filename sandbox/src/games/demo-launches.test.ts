import { DEMO_LAUNCH_LIMIT, DEMO_LAUNCH_TTL_MS, DemoLaunches, demoCredit } from './demo-launches';

const GAME = { gp_id: 'GPR8', gp_name: 'R8 Gaming', game_code: 'R8-2-001', name_i18n: '{"en_US":"Lucky Seven"}' };
const NOW = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('DemoLaunches', () => {
  it('starts with 2,000 demo credit (2,000,000 in dong) and opens only its own game until it expires', () => {
    expect(demoCredit('RMB')).toBe(2000);
    expect(demoCredit('VND')).toBe(2_000_000);
    const demos = new DemoLaunches();
    const demo = demos.start(GAME, { currency: 'RMB', lang: 'en_US', backUrl: null }, NOW);
    expect(demo.credit).toBe(2000);
    expect(demos.live(demo.token, 'GPR8', 'R8-2-001', later(1000))).toBe(demo);
    expect(demos.live(demo.token, 'GPR8', 'R8-2-002', later(1000))).toBeNull();
    expect(demos.live('', 'GPR8', 'R8-2-001', later(1000))).toBeNull();
    expect(demos.live(demo.token, 'GPR8', 'R8-2-001', later(DEMO_LAUNCH_TTL_MS))).toBeNull();
  });

  it('spends and pays demo credit by the slot cycle, refuses a bet not offered or above the credit', () => {
    const demos = new DemoLaunches();
    const demo = demos.start(GAME, { currency: 'RMB', lang: 'en_US', backUrl: null }, NOW);
    expect(demos.spin(demo, 10)).toMatchObject({ ok: true, spin: 1, bet: 10, credit: 2010 });
    expect(demos.spin(demo, 10)).toMatchObject({ ok: true, spin: 2, credit: 2000 });
    expect(demos.spin(demo, 3)).toEqual({ ok: false, reason: 'invalidBet' });
    expect(demos.spin(demo, '10')).toEqual({ ok: false, reason: 'invalidBet' });
    demo.credit = 5;
    expect(demos.spin(demo, 10)).toEqual({ ok: false, reason: 'creditTooLow' });
    expect(demo.spins).toBe(2);
  });

  it('forgets expired demos and keeps at most DEMO_LAUNCH_LIMIT, the oldest going first', () => {
    const demos = new DemoLaunches();
    const first = demos.start(GAME, { currency: 'RMB', lang: 'en_US', backUrl: null }, NOW);
    for (let i = 1; i < DEMO_LAUNCH_LIMIT; i += 1) demos.start(GAME, { currency: 'RMB', lang: 'en_US', backUrl: null }, NOW);
    expect(demos.size).toBe(DEMO_LAUNCH_LIMIT);
    demos.start(GAME, { currency: 'RMB', lang: 'en_US', backUrl: null }, NOW);
    expect(demos.size).toBe(DEMO_LAUNCH_LIMIT);
    expect(demos.live(first.token, 'GPR8', 'R8-2-001', NOW)).toBeNull();
    demos.start(GAME, { currency: 'RMB', lang: 'en_US', backUrl: null }, later(DEMO_LAUNCH_TTL_MS));
    expect(demos.size).toBe(1);
  });
});
