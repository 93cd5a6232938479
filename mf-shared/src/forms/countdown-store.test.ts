import { CountdownStore } from './countdown-store';

describe('CountdownStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down each second from the wall clock and stops at zero', () => {
    const countdown = new CountdownStore();
    countdown.start(3);
    expect(countdown.running).toBe(true);
    expect(countdown.remaining).toBe(3);
    jest.advanceTimersByTime(1000);
    expect(countdown.remaining).toBe(2);
    jest.advanceTimersByTime(2000);
    expect(countdown.remaining).toBe(0);
    expect(countdown.running).toBe(false);
  });

  it('shows the true remainder after the timer was held back (a sleeping tab)', () => {
    let now = 0;
    const countdown = new CountdownStore(() => now);
    countdown.start(300);
    now = 120_500;
    countdown.tick();
    expect(countdown.remaining).toBe(180);
  });

  it('starts over when started again, and stop() ends it', () => {
    const countdown = new CountdownStore();
    countdown.start(5);
    jest.advanceTimersByTime(4000);
    countdown.start(5);
    expect(countdown.remaining).toBe(5);
    countdown.stop();
    expect(countdown.running).toBe(false);
  });
});
