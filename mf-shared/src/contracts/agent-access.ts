/**
 * Reaching the agent centre and applying to be an agent (issue 13, member-and-account.md §2, §3,
 * §6, §7; docs/proxy.md "Access and application"). The client (mf-shared, mf-proxy) and the
 * sandbox both use these shapes. §7 shows no body or answer for the level names: the shape here
 * is ours.
 */
import type { Locale } from '../i18n/locales';

/** Loaded for members whose member_type is not 1 (§3); answers the names of the member's site. */
export const AGENT_LEVEL_RENAME_PATH = '/arks/web/agent-level-rename';

/** The languages a level may be renamed in (the site's translated languages). */
export type AgentLevelNameLocale = Extract<Locale, 'en_US' | 'zh_CN' | 'vi_VN'>;

/** One renamed level: '' (or a missing language) keeps the translated "Level N". */
export interface AgentLevelNameData {
  /** 1 is the top level, 2 its sub-agents, … */
  level: number;
  names: Partial<Record<AgentLevelNameLocale, string>>;
}

/** `POST /arks/web/agent-level-rename` (no body: the site is the logged-in member's). */
export interface AgentLevelRenameResponse {
  detail: AgentLevelNameData[];
}
