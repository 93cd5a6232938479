import { formatCountdown, secondsLeft, wallClockToInstant } from './zoned-time';

describe('red envelope time (America/Caracas)', () => {
  it.each([
    ['2026-03-01 08:01:00', '2026-03-01T12:01:00.000Z'],
    ['2025-12-31 23:30:05', '2026-01-01T03:30:05.000Z'],
    ['2026-07-15T20:00', '2026-07-16T00:00:00.000Z'],
  ])('%s in Caracas is %s', (wall, iso) => {
    expect(new Date(wallClockToInstant(wall) ?? NaN).toISOString()).toBe(iso);
  });

  it('reads other zones too, daylight saving included', () => {
    expect(new Date(wallClockToInstant('2026-07-01 12:00:00', 'Europe/Paris') ?? NaN).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(new Date(wallClockToInstant('2026-01-01 12:00:00', 'Europe/Paris') ?? NaN).toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it.each(['', 'tomorrow', '2026-03-01'])('refuses %j', (text) => {
    expect(wallClockToInstant(text)).toBeNull();
  });

  it('counts whole seconds up and writes them as a clock', () => {
    expect([secondsLeft(10_000, 0), secondsLeft(10_000, 9_001), secondsLeft(10_000, 10_000), secondsLeft(10_000, 20_000)]).toEqual([
      10, 1, 0, 0,
    ]);
    expect([formatCountdown(59), formatCountdown(600), formatCountdown(3_725)]).toEqual(['00:59', '10:00', '1:02:05']);
  });
});
