import { action, makeObservable, observable, observableRef } from 'mobx';
import { isRequestError, type RootStore } from '@casino/mf-shared';
import { RED_ENVELOPE_GONE_CODE, RED_ENVELOPE_REFETCH_MS, type RedEnvelopeData } from '@casino/contracts';
import { postRedEnvelopeClaim } from '../api/post-red-envelope-claim';
import { postRedEnvelopePromotion } from '../api/post-red-envelope-promotion';
import { secondsLeft, wallClockToInstant } from '../lib/zoned-time';

/** An envelope on offer, its end as an instant. */
export interface OfferedEnvelope {
  id: number;
  title: string;
  endsAt: number;
}

function readEnvelope(value: unknown): OfferedEnvelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Partial<RedEnvelopeData>;
  const endsAt = typeof data.end_at === 'string' ? wallClockToInstant(data.end_at) : null;
  if (typeof data.id !== 'number' || endsAt === null) return null;
  return { id: data.id, title: typeof data.title === 'string' ? data.title : '', endsAt };
}

/**
 * The red envelope (member-and-account.md §4 "Red envelope", §8, §9): shown while one is on offer,
 * counted down every second to its end (America/Caracas time); at zero it goes and is asked for
 * again 3 s later. Claiming shows the cash; code 102 tells the server's message and clears it;
 * closing the cash refreshes the member layout and the wallet. RedEnvelopeDisplay brings a new one.
 */
export class RedEnvelopeStore {
  envelope: OfferedEnvelope | null = null;
  seconds = 0;
  claiming = false;
  /** The cash of the envelope just opened (the modal shows it). */
  claimed: number | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private refetchTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable<RedEnvelopeStore, 'show' | 'tick' | 'setClaiming' | 'received'>(this, {
      envelope: observableRef,
      seconds: observable,
      claiming: observable,
      claimed: observable,
      show: action,
      tick: action,
      setClaiming: action,
      received: action,
      clear: action,
      closeClaimed: action,
    });
  }

  /**
   * Listens to RedEnvelopeDisplay and logout and asks for the envelope on offer; returns the
   * function that stops it all (timers included), for a component's effect.
   */
  start(): () => void {
    const stops = [
      this.root.bus.on('realtime:red-envelope', ({ payload }) => {
        const offered = readEnvelope(payload);
        if (offered) this.show(offered);
        else void this.load();
      }),
      this.root.bus.on('session:logged-out', () => this.clear()),
      // opened in another window of the site: not offered here any more
      this.root.bus.on('member:red-envelope-opened', ({ id }) => {
        if (this.envelope?.id === id) this.clear();
      }),
    ];
    void this.load();
    return () => {
      for (const stop of stops) stop();
      this.clear();
    };
  }

  /** Asks for the envelope on offer; a failure leaves none shown (the next event or load tries again). */
  async load(): Promise<void> {
    this.stopRefetch();
    if (!this.root.session.isLoggedIn || this.root.session.isDemo) return;
    try {
      const answer = await postRedEnvelopePromotion(this.root.api);
      this.show(readEnvelope(answer.envelope));
    } catch {
      // Nothing shown: a promotion that cannot be read is not offered.
    }
  }

  /** Opens the envelope on offer. */
  async claim(): Promise<void> {
    const envelope = this.envelope;
    if (!envelope || this.claiming) return;
    this.setClaiming(true);
    try {
      const answer = await postRedEnvelopeClaim(this.root.api, envelope.id);
      this.received(answer.cash);
      this.root.bus.emit('member:red-envelope-opened', { id: envelope.id });
    } catch (error) {
      if (isRequestError(error)) {
        this.root.notifier.error(this.root.describeError(error));
        if (Number(error.code) === RED_ENVELOPE_GONE_CODE) this.clear();
      }
    } finally {
      this.setClaiming(false);
    }
  }

  /** The member closed the cash: the layout and the wallet are read again, and whether another envelope waits. */
  closeClaimed(): void {
    this.claimed = null;
    void this.root.member.load();
    void this.root.wallet.refresh();
    void this.load();
  }

  /** No envelope (ended, opened, gone, logout). */
  clear(): void {
    this.stopTicker();
    this.stopRefetch();
    this.envelope = null;
    this.seconds = 0;
  }

  private show(envelope: OfferedEnvelope | null): void {
    this.stopTicker();
    this.envelope = envelope;
    if (!envelope) return;
    this.tick();
    if (this.envelope) this.ticker = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    if (!this.envelope) return;
    this.seconds = secondsLeft(this.envelope.endsAt, Date.now());
    if (this.seconds > 0) return;
    // §4: at zero the envelope ends, and is asked for again 3 s later.
    this.clear();
    this.refetchTimer = setTimeout(() => void this.load(), RED_ENVELOPE_REFETCH_MS);
  }

  private received(cash: number): void {
    this.clear();
    this.claimed = cash;
  }

  private setClaiming(value: boolean): void {
    this.claiming = value;
  }

  private stopTicker(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  private stopRefetch(): void {
    if (this.refetchTimer !== null) clearTimeout(this.refetchTimer);
    this.refetchTimer = null;
  }
}
