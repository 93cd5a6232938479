import { analyse, DEFAULT_THRESHOLDS, type VersionFigures } from './analysis';

const live: VersionFigures = { views: 1000, errors: 10, lcpP75: 1.8, inpP75: 0.15 };
const like = (over: Partial<VersionFigures>): VersionFigures => ({ ...live, ...over });

describe('canary analysis', () => {
  it('gives no verdict on too few samples, on either side', () => {
    expect(analyse(like({ views: 199, errors: 150 }), live).verdict).toBe('too-few-samples');
    expect(analyse(live, like({ views: 50 })).verdict).toBe('too-few-samples');
    expect(analyse(like({ views: 199 }), live).detail).toBe('views 199 canary / 1000 live: fewer than 200 on a side, no verdict');
  });

  it('finds worse errors: above the allowed rate (1.5× the live rate plus 0.5 %)', () => {
    // Live 1 %: allowed 2 %. 2.1 % is worse; exactly 2 % is not.
    const worse = analyse(like({ errors: 21 }), live);
    expect(worse.verdict).toBe('worse-errors');
    expect(worse.detail).toBe('errors 2.10 % canary / 1.00 % live (allowed 2.00 %); views 1000 canary / 1000 live');
    expect(analyse(like({ errors: 20 }), live).verdict).toBe('healthy');
  });

  it('does not abort every canary over one error when the live version has none', () => {
    const clean = like({ errors: 0 });
    expect(analyse(like({ errors: 1 }), clean).verdict).toBe('healthy');
    expect(analyse(like({ errors: 6 }), clean).verdict).toBe('worse-errors');
  });

  it('finds worse vitals: a p75 LCP or INP above 1.2× the live one', () => {
    expect(analyse(like({ lcpP75: 2.2 }), live).verdict).toBe('worse-vitals');
    expect(analyse(like({ inpP75: 0.19 }), live).verdict).toBe('worse-vitals');
    expect(analyse(like({ lcpP75: 2.16, inpP75: 0.18 }), live).verdict).toBe('healthy');
    expect(analyse(like({ lcpP75: 2.2 }), live).detail).toMatch(/^p75 LCP 2200 ms \/ 1800 ms, INP 150 ms \/ 150 ms \(allowed 1\.2×\)/);
  });

  it('reads a vital without samples as no evidence either way', () => {
    expect(analyse(like({ lcpP75: null, inpP75: null }), live).verdict).toBe('healthy');
    expect(analyse(like({ lcpP75: 9 }), like({ lcpP75: null })).verdict).toBe('healthy');
  });

  it('calls a canary as good as the live version healthy, with its figures', () => {
    const healthy = analyse(like({ errors: 9, lcpP75: 1.7 }), live, DEFAULT_THRESHOLDS);
    expect(healthy).toEqual({
      verdict: 'healthy',
      detail:
        'errors 0.90 % canary / 1.00 % live (allowed 2.00 %); p75 LCP 1700 ms / 1800 ms, INP 150 ms / 150 ms; views 1000 canary / 1000 live',
    });
  });
});
