/* Helpers for the real-time unit tests: a real RootStore with the shell's messages, fake page. */
import { createMemoryStorage, type KeyValueStorage } from '@casino/mf-shared';
import { createTestRoot, type TestRoot, type TestRootOptions } from '@casino/mf-shared/testing';
import type { ChannelKind } from './channel-plan';
import type { RealtimeSocket } from './echo-client';
import type { HandlerContext, RealtimeEnvironment } from './handlers/handler-context';
import { WindowRegistry } from './window-registry';

export interface TestEnvironment extends RealtimeEnvironment {
  localStorage: KeyValueStorage;
  sessionStorage: { clear: jest.Mock };
  reload: jest.Mock;
}

export function testEnvironment(overrides: Partial<RealtimeEnvironment> = {}): TestEnvironment {
  return {
    localStorage: createMemoryStorage(),
    sessionStorage: { clear: jest.fn() },
    reload: jest.fn(),
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    maxTouchPoints: 0,
    windows: new WindowRegistry(() => null),
    ...overrides,
  } as TestEnvironment;
}

export const MEMBER_SESSION = { token: 'token-A', member_id: '7', member_account: 'player_rmb', currency: 'RMB' };

export interface HandlerTestRoot extends TestRoot {
  context: HandlerContext;
  env: TestEnvironment;
  /** Every bus event published, in order: [name, payload]. */
  events: [string, unknown][];
}

/** A real RootStore (member session unless `storage` says otherwise), shell messages loaded, bus recorded. */
export async function handlerTestRoot(options: TestRootOptions & { env?: Partial<RealtimeEnvironment> } = {}): Promise<HandlerTestRoot> {
  const root = await createTestRoot({
    storage: MEMBER_SESSION,
    ...options,
    namespaces: { shell: (locale) => import(`../../locales/${locale}.json`), ...options.namespaces },
  });
  const env = testEnvironment(options.env);
  const events: [string, unknown][] = [];
  const emit = root.store.bus.emit.bind(root.store.bus);
  jest.spyOn(root.store.bus, 'emit').mockImplementation((name, payload) => {
    events.push([name, payload]);
    return emit(name, payload);
  });
  return { ...root, env, events, context: { store: root.store, t: (key) => root.i18n.t(key, { ns: 'shell' }), env } };
}

/** A socket that records what the connection asks of it and lets a test deliver events. */
export class FakeSocket implements RealtimeSocket {
  state = 'connected';
  disconnected = false;
  readonly subscriptions = new Map<string, { kind: ChannelKind; listeners: Readonly<Record<string, (data: unknown) => void>> }>();
  readonly left: string[] = [];

  constructor(readonly token: string | null) {}

  subscribe(kind: ChannelKind, name: string, listeners: Readonly<Record<string, (data: unknown) => void>>): void {
    this.subscriptions.set(kind === 'public' ? name : `${kind}-${name}`, { kind, listeners });
  }

  leave(kind: ChannelKind, name: string): void {
    const wire = kind === 'public' ? name : `${kind}-${name}`;
    this.left.push(wire);
    this.subscriptions.delete(wire);
  }

  disconnect(): void {
    this.disconnected = true;
    this.state = 'disconnected';
  }

  get channels(): string[] {
    return [...this.subscriptions.keys()].sort();
  }

  /** Delivers an event as the server would; throws if nobody on that channel listens for it. */
  deliver(channel: string, event: string, data: unknown): void {
    const listener = this.subscriptions.get(channel)?.listeners[event];
    if (!listener) throw new Error(`no listener for ${event} on ${channel}`);
    listener(data);
  }
}
