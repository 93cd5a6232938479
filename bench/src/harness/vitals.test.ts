import { median, percentile } from './stats';
import { largestContentfulPaint, totalBlockingTime } from './vitals';

describe('totalBlockingTime', () => {
  it('sums what each long task lasts beyond 50 ms, clipped to FCP … interactive', () => {
    const tasks = [
      { start: 100, duration: 200 }, // ends before FCP: nothing
      { start: 900, duration: 300 }, // 200 ms of it after FCP (1000): 200 - 50 = 150
      { start: 1500, duration: 120 }, // 70
      { start: 2000, duration: 50 }, // exactly 50: nothing
      { start: 2900, duration: 400 }, // clipped at interactive (3000): 100 - 50 = 50
      { start: 3100, duration: 500 }, // after interactive: nothing
    ];
    expect(totalBlockingTime(tasks, 1000, 3000)).toBe(150 + 70 + 50);
  });

  it('is zero without long tasks', () => {
    expect(totalBlockingTime([], 500, 4000)).toBe(0);
  });
});

describe('largestContentfulPaint', () => {
  it('takes the last candidate the browser reported', () => {
    const lcp = [
      { startTime: 800, size: 100, element: 'p', url: '' },
      { startTime: 2400, size: 90_000, element: 'img', url: 'http://x/banner.svg' },
    ];
    expect(largestContentfulPaint({ fcp: 800, lcp, longTasks: [] })?.startTime).toBe(2400);
    expect(largestContentfulPaint({ fcp: null, lcp: [], longTasks: [] })).toBeNull();
  });
});

describe('percentile', () => {
  it('is the nearest-rank percentile', () => {
    const samples = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(samples, 95)).toBe(190);
    expect(percentile(samples, 100)).toBe(200);
    expect(median([5, 1, 3])).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});
