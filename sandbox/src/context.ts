import type { EventEmitter } from 'node:events';
import type { SandboxLimits } from './config';
import type { Db } from './db/db';
import type { DemoLaunches } from './games/demo-launches';
import type { FaultRegistry } from './http/faults';

/** An event for one member's private channel `private-member.{member_id}` (realtime/member-events.ts). */
export interface MemberEvent {
  member_id: number;
  /** the spec's event name, such as member.cash or forward_game.status */
  name: string;
  data: Record<string, unknown>;
}

/** What routes announce, so the real-time server (src/realtime/) can publish it. */
export interface SandboxEventMap {
  'content-changed': [{ kind: 'banner' | 'bulletin' | 'announcement'; site_id: number; id: number }];
  'member-event': [MemberEvent];
  reset: [];
}

export type SandboxEvents = EventEmitter<SandboxEventMap>;

/** The state every route reads: the database, the faults in force, the event hub and the clock. */
export interface SandboxContext {
  /**
   * The sandbox's own origin as browsers reach it (SANDBOX_PUBLIC_URL): game and sport pages are
   * served from here, not through the shell's /api proxy, as a real provider is another origin.
   */
  publicUrl: () => string;
  /** The site's pages (SANDBOX_SITE_ORIGINS): who may frame the game pages and receive their messages. */
  siteOrigins: readonly string[];
  db: Db;
  /** The visitors' demo games (/demo/play), in memory. */
  demoLaunches: DemoLaunches;
  faults: FaultRegistry;
  events: SandboxEvents;
  now: () => Date;
  /** The check of POST /login's signed header (config.ts LOGIN_HEADER_SECRET). */
  security: { loginHeaderSecret: string; loginHeaderTtlMs: number };
  /** The guessing and SMS limits in force (config.ts SandboxLimits). */
  limits: SandboxLimits;
}
