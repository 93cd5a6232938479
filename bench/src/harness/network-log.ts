/**
 * Every request of a page as the CDP Network domain reports it: type, initiator, timing, bytes on
 * the wire (encodedDataLength, headers included, as DevTools' "transferred") and decoded bytes,
 * and, when asked, the bodies of data responses. Also tells when the network has gone quiet.
 */
import type { CDPSession } from '@playwright/test';

/** The parts of a CDP initiator the bench reads (Network.Initiator). */
export interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}

export interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

export interface RequestRecord {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Image, Fetch, XHR, Other, … */
  type: string;
  initiator: Initiator;
  /** CDP monotonic seconds. */
  sentAt: number;
  finishedAt: number | null;
  failed: string | null;
  status: number | null;
  /** Bytes received for the response, headers included (what DevTools shows as transferred). */
  encodedBytes: number;
  /** Body bytes after content decoding. */
  decodedBytes: number;
  /** Response body of data requests and scripts (Fetch, XHR, Other, Script), when the log was started with captureBodies. */
  body: string | null;
}

/** Resource types that are code: what the transfer budget counts. */
export const CODE_TYPES = ['Script', 'Stylesheet'] as const;

const BODY_TYPES = new Set(['Fetch', 'XHR', 'Other', 'Script']);

export class NetworkLog {
  readonly requests = new Map<string, RequestRecord>();
  /** Node time (ms) of the last request start or end, per resource type. */
  private readonly lastActivity = new Map<string, number>();
  private readonly pendingBodies = new Set<Promise<void>>();

  private constructor(
    private readonly cdp: CDPSession,
    private readonly captureBodies: boolean,
  ) {}

  static async start(cdp: CDPSession, { captureBodies }: { captureBodies: boolean }): Promise<NetworkLog> {
    const log = new NetworkLog(cdp, captureBodies);
    log.listen();
    await cdp.send('Network.enable', captureBodies ? { maxResourceBufferSize: 10_000_000, maxTotalBufferSize: 50_000_000 } : {});
    return log;
  }

  private touch(type: string): void {
    this.lastActivity.set(type, Date.now());
  }

  private listen(): void {
    this.cdp.on('Network.requestWillBeSent', (event) => {
      const existing = this.requests.get(event.requestId);
      // A redirect reuses the request id: keep the first start, follow the new URL.
      if (existing) {
        existing.url = event.request.url;
        return;
      }
      const type = event.type ?? 'Other';
      this.requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type,
        initiator: event.initiator as Initiator,
        sentAt: event.timestamp,
        finishedAt: null,
        failed: null,
        status: null,
        encodedBytes: 0,
        decodedBytes: 0,
        body: null,
      });
      this.touch(type);
    });
    this.cdp.on('Network.responseReceived', (event) => {
      const record = this.requests.get(event.requestId);
      if (record) record.status = event.response.status;
    });
    this.cdp.on('Network.dataReceived', (event) => {
      const record = this.requests.get(event.requestId);
      if (record) record.decodedBytes += event.dataLength;
    });
    this.cdp.on('Network.loadingFinished', (event) => {
      const record = this.requests.get(event.requestId);
      if (!record) return;
      record.finishedAt = event.timestamp;
      record.encodedBytes = event.encodedDataLength;
      this.touch(record.type);
      if (this.captureBodies && BODY_TYPES.has(record.type)) {
        const pending = this.cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then(({ body, base64Encoded }) => {
            record.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
          })
          .catch(() => {
            // The page moved on and the body is gone: this request just has no data to match.
          })
          .finally(() => this.pendingBodies.delete(pending));
        this.pendingBodies.add(pending);
      }
    });
    this.cdp.on('Network.loadingFailed', (event) => {
      const record = this.requests.get(event.requestId);
      if (!record) return;
      record.finishedAt = event.timestamp;
      record.failed = event.errorText;
      this.touch(record.type);
    });
  }

  /** Waits for the bodies asked for so far. */
  async bodies(): Promise<void> {
    await Promise.all([...this.pendingBodies]);
  }

  list(filter: (record: RequestRecord) => boolean = () => true): RequestRecord[] {
    return [...this.requests.values()].filter(filter).sort((a, b) => a.sentAt - b.sentAt);
  }

  inFlight(types?: readonly string[]): RequestRecord[] {
    return this.list((record) => record.finishedAt === null && (!types || types.includes(record.type)));
  }

  /** Milliseconds since a request of these types (all when omitted) started or ended; 0 while one is in flight. */
  quietFor(types?: readonly string[]): number {
    if (this.inFlight(types).length > 0) return 0;
    const times = [...this.lastActivity].filter(([type]) => !types || types.includes(type)).map(([, time]) => time);
    return times.length === 0 ? Number.POSITIVE_INFINITY : Date.now() - Math.max(...times);
  }

  /** Forgets what was recorded (the next measurement starts from here). */
  clear(): void {
    this.requests.clear();
    this.lastActivity.clear();
  }
}
