import { dayRange } from './day-range';

describe('record day ranges on the site clock (America/Caracas)', () => {
  it('reads the first day from its Caracas midnight to the end of the last day', () => {
    expect(dayRange('2026-03-01', '2026-03-09')).toEqual({ from: '2026-03-01T04:00:00.000Z', to: '2026-03-10T04:00:00.000Z' });
  });

  it('refuses what the client refuses', () => {
    expect(dayRange('2026-03-09', '2026-03-01')).toEqual({ problem: 'reversed' });
  });
});
