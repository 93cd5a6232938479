import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export type CaptchaCheck = 'ok' | 'wrong' | 'expired' | 'unknown';

interface Entry {
  answer: string;
  expiresAt: number;
}

/**
 * Answers of the captchas this process issued, each usable once within its lifetime.
 * Tokens are `<id>.<expiresAt>.<hmac>`: a forged or altered token is refused before any lookup.
 * The HMAC key lives only in this process, like the answers (see docs/shell-server.md for several instances).
 */
export class CaptchaAnswerStore {
  private readonly entries = new Map<string, Entry>();
  private readonly key = randomBytes(32);

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = CAPTCHA_TTL_MS,
    private readonly maxEntries = 50_000,
  ) {}

  /** Remembers an answer; returns the token the page sends back with the user's answer. */
  issue(answer: string): { token: string; expiresAt: number } {
    this.sweep();
    const id = randomBytes(18).toString('base64url');
    const expiresAt = this.now() + this.ttlMs;
    this.entries.set(id, { answer, expiresAt });
    return { token: `${id}.${expiresAt}.${this.sign(id, expiresAt)}`, expiresAt };
  }

  /** Checks an answer once: whatever the result, the token cannot be used again. */
  verify(token: string, answer: string): CaptchaCheck {
    const [id, expires, signature, extra] = token.split('.');
    if (!id || !expires || !signature || extra !== undefined || !/^\d+$/.test(expires)) return 'unknown';
    const expected = Buffer.from(this.sign(id, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'unknown';
    const entry = this.entries.get(id);
    this.entries.delete(id);
    if (Number(expires) <= this.now()) return 'expired';
    if (!entry) return 'unknown';
    return entry.answer === answer.trim().toUpperCase() ? 'ok' : 'wrong';
  }

  /** How many answers are kept (for tests and health). */
  get size(): number {
    return this.entries.size;
  }

  private sign(id: string, expiresAt: number): string {
    return createHmac('sha256', this.key).update(`${id}.${expiresAt}`).digest('base64url');
  }

  /** Drops expired answers; past the cap, the oldest go first so a flood cannot exhaust memory. */
  private sweep(): void {
    const now = this.now();
    // Insertion order is expiry order (one lifetime for all), so the scan stops at the first live entry.
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(id);
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
