import { action, makeObservable, observable } from 'mobx';
import type { EventBus } from '../bus/event-bus';
import { AGENT_LEVEL_RENAME_PATH, type AgentLevelNameData, type AgentLevelRenameResponse, type Locale } from '@casino/contracts';
import type { RequestClient } from '../request/request-client';
import type { MemberStore } from './member-store';

/**
 * The site's renamed agent levels (§7 /arks/web/agent-level-rename), loaded once per session for
 * members whose member_type is not 1 (§3, §6); everyone else keeps the translated "Level N".
 */
export class AgentLevelStore {
  /** level → its names per language; replaced as a whole when new names arrive. */
  names: Record<number, AgentLevelNameData['names']> = {};
  private requested = false;

  constructor(
    private readonly api: RequestClient,
    bus: EventBus,
    private readonly member: MemberStore,
  ) {
    makeObservable<AgentLevelStore, 'apply'>(this, { names: observable, apply: action, clear: action });
    bus.on('member:changed', ({ loaded }) => {
      if (loaded && this.member.isAgentMember) void this.load();
    });
    bus.on('session:logged-out', () => this.clear());
  }

  /** Loads the names unless they were asked for in this session; a failure leaves "Level N". */
  async load(): Promise<void> {
    if (this.requested) return;
    this.requested = true;
    try {
      const data = await this.api.post<AgentLevelRenameResponse>(AGENT_LEVEL_RENAME_PATH, {}, { silent: true });
      this.apply(Array.isArray(data?.detail) ? data.detail : []);
    } catch {
      // Names are a nicety: the fallback "Level N" says the same thing; the next session asks again.
      this.requested = false;
    }
  }

  /** The level's renamed name in the language, or null when the site did not rename it there. */
  nameOf(level: number, locale: Locale): string | null {
    const names = this.names[level] as Partial<Record<Locale, string>> | undefined;
    const name = names?.[locale]?.trim();
    return name ? name : null;
  }

  /** Forgets the names (logout): the next member may be of another site. */
  clear(): void {
    this.requested = false;
    this.names = {};
  }

  private apply(detail: AgentLevelNameData[]): void {
    const names: Record<number, AgentLevelNameData['names']> = {};
    for (const entry of detail) {
      if (Number.isInteger(entry?.level) && entry.names && typeof entry.names === 'object') names[entry.level] = { ...entry.names };
    }
    this.names = names;
  }
}
