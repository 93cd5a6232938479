import { makeAutoObservable } from 'mobx';

/**
 * Seconds left before an action may be repeated (an SMS code is sent again after 300 s,
 * member-and-account.md §4). Counts from the wall clock, so a tab that was asleep shows the
 * true remainder when it wakes up.
 */
export class CountdownStore {
  remaining = 0;
  private endsAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {
    makeAutoObservable<CountdownStore, 'endsAt' | 'timer' | 'now'>(this, { endsAt: false, timer: false, now: false });
  }

  get running(): boolean {
    return this.remaining > 0;
  }

  start(seconds: number): void {
    this.stop();
    this.endsAt = this.now() + seconds * 1000;
    this.remaining = seconds;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  tick(): void {
    this.remaining = Math.max(0, Math.ceil((this.endsAt - this.now()) / 1000));
    if (this.remaining === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.remaining = 0;
  }
}
