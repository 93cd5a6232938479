import type { EventEmitter } from 'node:events';
import type { Db } from './db/database';
import type { FaultRegistry } from './http/faults';

/** What content edits announce, so a real-time server (src/realtime/, later) can publish refreshes. */
export interface SandboxEventMap {
  'content-changed': [{ kind: 'banner' | 'bulletin' | 'announcement'; site_id: number; id: number }];
  reset: [];
}

export type SandboxEvents = EventEmitter<SandboxEventMap>;

/** The state every route reads: the database, the faults in force, the event hub and the clock. */
export interface SandboxContext {
  db: Db;
  faults: FaultRegistry;
  events: SandboxEvents;
  now: () => Date;
  /** The check of POST /login's signed header (config.ts LOGIN_HEADER_SECRET). */
  security: { loginHeaderSecret: string; loginHeaderTtlMs: number };
}
