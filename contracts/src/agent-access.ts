/**
 * Reaching the agent centre and applying to be an agent (issue 13, member-and-account.md §2, §3,
 * §6, §7; docs/proxy.md "Access and application"). The client (mf-shared, mf-proxy) and the
 * sandbox both use these shapes. §7 shows no body or answer for the level names: the shape here
 * is ours.
 */
import type { Locale } from './locales';

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

/**
 * `POST /member/apply_for_agent/check {agent_id, apply_agent_flag}` (§7; the path is
 * APPLY_FOR_AGENT_CHECK_PATH of member-profile.ts). apply_agent_flag 0 only checks whether the
 * member may apply; 1 files the application when the check passes. agent_id is the agent the
 * member applies under (0: the agent that introduced the member, if any).
 */
export const APPLY_AGENT_FLAG = { check: 0, apply: 1 } as const;

/** The codes of the agent application check; success (1000) means "may apply" or "filed". */
export const APPLY_AGENT_CODES = {
  /** an active agent already */
  alreadyAgent: 101,
  /** agent_id names no agent of the member's site and currency */
  unknownAgent: 102,
  /** the member's currency has no agent programme */
  programmeClosed: 103,
  /** an application is under review */
  underReview: 104,
} as const;

/** The answer of a filed application (apply_agent_flag 1). */
export interface ApplyForAgentAnswer {
  /** always 'pending' today: the operator reviews every application */
  apply_status: 'pending';
}

/** Ours: the agent programme's commission tiers for the member's site and currency (the plan page). */
export const AGENT_PLAN_PATH = '/agent/plan';

export interface AgentCommissionTier {
  level: number;
  /** percent of the downline's net win/loss */
  rate: number;
  /** active downline members a month needs for the rate */
  min_active_members: number;
}

/** `POST /agent/plan` (no body). No tiers: the member's currency has no programme. */
export interface AgentPlanResponse {
  currency: string;
  tiers: AgentCommissionTier[];
}

/** Ours: the logged-in agent's own programme record (promotion page, centre header). */
export const AGENT_PROMOTION_PATH = '/agent/promotion';

/** `POST /agent/promotion` (no body); members that run no agents row get code 105. */
export interface AgentPromotionResponse {
  /** what the register link carries: <site origin>/register?id=<agent_code> */
  agent_code: string;
  level: number;
  active: number;
  /** the agent's own domain (register there and the agent is the introducer), or '' */
  domain: string;
  /** members the agent introduced directly */
  downline_count: number;
}

/** The promotion call's own refusal. */
export const AGENT_PROMOTION_CODES = { notAgent: 105 } as const;
