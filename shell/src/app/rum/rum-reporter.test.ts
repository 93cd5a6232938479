import { RUM_LIMITS, RUM_PATH, type RumBeacon, type RumEvent } from '@casino/contracts';
import { RumReporter } from './rum-reporter';

const view = (n = 0): RumEvent => ({ type: 'view', remote: 'mf_home', version: '0.1.0', route: `/r${n}` });

function setUp(send: (url: string, body: Blob) => boolean = () => true) {
  let clock = 100_000;
  const timers: Array<{ run: () => void; at: number }> = [];
  const sent: Array<{ url: string; beacon: RumBeacon }> = [];
  const reporter = new RumReporter({
    device: () => 'mobile',
    send: (url, body) => {
      const result = send(url, body);
      void body.text().then((text) => sent.push({ url, beacon: JSON.parse(text) as RumBeacon }));
      return result;
    },
    now: () => clock,
    later: (run, ms) => {
      const timer = { run, at: clock + ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  const advance = async (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { reporter, sent, advance, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('RumReporter', () => {
  it('sends a batch at the interval, to the shell server, with the layout', async () => {
    const { reporter, sent, advance } = setUp();
    reporter.add(view(1));
    reporter.add(view(2));
    expect(sent).toHaveLength(0);
    await advance(RUM_LIMITS.minIntervalMs);
    expect(sent).toEqual([{ url: RUM_PATH, beacon: { device: 'mobile', events: [view(1), view(2)] } }]);
  });

  it('sends at once when the page is left, and a full batch without waiting', async () => {
    const { reporter, sent, settle } = setUp();
    reporter.add(view());
    reporter.flush(true);
    await settle();
    expect(sent).toHaveLength(1);
    for (let i = 0; i < RUM_LIMITS.events; i += 1) reporter.add(view(i));
    reporter.flush(true);
    await settle();
    expect(sent.map((s) => s.beacon.events.length)).toEqual([1, RUM_LIMITS.events]);
  });

  it('sends no more beacons than a page may, and drops what comes after', async () => {
    const { reporter, sent, settle } = setUp();
    for (let i = 0; i < RUM_LIMITS.beaconsPerPage + 3; i += 1) {
      reporter.add(view(i));
      reporter.flush(true);
    }
    await settle();
    expect(sent).toHaveLength(RUM_LIMITS.beaconsPerPage);
    expect(reporter.open).toBe(false);
  });

  it('keeps a beacon under the byte limit by leaving out its oldest events', async () => {
    const { reporter, sent, settle } = setUp();
    const long = (n: number): RumEvent => ({ type: 'view', remote: 'mf_games', version: '1.0.0', route: `/${'x'.repeat(900)}${n}` });
    for (let i = 0; i < 12; i += 1) reporter.add(long(i));
    reporter.flush(true);
    await settle();
    const events = sent[0]!.beacon.events;
    expect(JSON.stringify(sent[0]!.beacon).length).toBeLessThanOrEqual(RUM_LIMITS.bytes);
    expect(events.at(-1)).toEqual(long(11));
    expect(events.length).toBeLessThan(12);
  });

  it('never throws into the page when the browser refuses or blocks the beacon', () => {
    const refused = setUp(() => false);
    refused.reporter.add(view());
    expect(() => refused.reporter.flush(true)).not.toThrow();
    const blocked = setUp(() => {
      throw new Error('blocked by an extension');
    });
    blocked.reporter.add(view());
    expect(() => blocked.reporter.flush(true)).not.toThrow();
  });
});
