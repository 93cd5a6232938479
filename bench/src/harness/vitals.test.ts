import { median, percentile } from './stats';
import { cumulativeLayoutShift, largestContentfulPaint, totalBlockingTime } from './vitals';

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
    expect(largestContentfulPaint({ fcp: 800, lcp, longTasks: [], layoutShifts: [] })?.startTime).toBe(2400);
    expect(largestContentfulPaint({ fcp: null, lcp: [], longTasks: [], layoutShifts: [] })).toBeNull();
  });
});

describe('cumulativeLayoutShift', () => {
  const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

  it('is the largest session window: shifts under 1 s apart, a window at most 5 s long', () => {
    const shifts = [
      shift(100, 0.01),
      shift(900, 0.02), // same window as 100: 0.03
      shift(3000, 0.02), // 2.1 s later: a new window
      shift(3500, 0.02),
      shift(4400, 0.02), // 0.06 so far
      shift(7000, 0.5, true), // caused by input: never counted
      shift(7900, 0.03), // more than 1 s after 4400: a new window of 0.03
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06, 10);
  });

  it('closes a window at 5 s even when the shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => shift(index * 800, 0.01));
    // 0, 800 … 4800 fit one window (7 shifts); 5600 starts the next (5 shifts)
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.07, 10);
  });

  it('is zero without shifts or with input-driven shifts only', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    expect(cumulativeLayoutShift([shift(10, 0.3, true)])).toBe(0);
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
