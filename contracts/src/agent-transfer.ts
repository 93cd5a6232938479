/**
 * The agent's transfer to a downline member (issue 13, docs/proxy.md "Transfer to a downline
 * member"): the agent moves cash from its own main wallet to a member of its downline (a member
 * whose members.agent_id is the agent). The specs show only the menu entry; the calls below are
 * the product's own design, used by mf-proxy and the sandbox alike. Every call is POST under /api
 * and needs the agent's session.
 */

/** `{}` → what the transfer form needs: limits, the agent's balance, its downline to pick from. */
export const AGENT_TRANSFER_SETTINGS_PATH = '/agent/transfer/settings';
/** `{member_account, amount, withdraw_password}` → the transfer made and the agent's new balance. */
export const AGENT_TRANSFER_PATH = '/agent/transfer';
/** `{count}` → the agent's latest transfers, newest first. */
export const AGENT_TRANSFERS_PATH = '/agent/transfers';

/** How many downline members the settings offer to pick from (the most recent first); others are typed. */
export const AGENT_TRANSFER_PICK_MAX = 20;
/** The most transfers `/agent/transfers` lists at once. */
export const AGENT_TRANSFERS_MAX = 20;

/** A downline member the agent may pick. */
export interface AgentDownlineMemberData {
  member_account: string;
  member_name: string;
}

/** `POST /agent/transfer/settings` {} → the agent's limits (per site and currency) and balance. */
export interface AgentTransferSettingsResponse {
  currency: string;
  /** the smallest and the largest amount of one transfer */
  min_amount: number;
  max_amount: number;
  /** the agent's main-wallet cash, which a transfer takes from */
  balance: number;
  /** 1: the agent has a withdraw password (a transfer needs it) */
  has_withdraw_password: number;
  /** the newest members of the agent's downline (at most AGENT_TRANSFER_PICK_MAX) */
  downline: AgentDownlineMemberData[];
  /** how many members the downline has in all */
  downline_count: number;
}

/** `POST /agent/transfer`. */
export interface AgentTransferBody {
  member_account: string;
  amount: number;
  /** the agent's own withdraw password, 4 digits */
  withdraw_password: string;
}

/** One transfer made by the agent. */
export interface AgentTransferData {
  /** T + the UTC day + a running number, e.g. T20250610000001 */
  transfer_number: string;
  member_account: string;
  member_name: string;
  amount: number;
  currency: string;
  /** the agent's balance right after the transfer */
  balance_after: number;
  created_at: string;
}

export interface AgentTransferResponse {
  transfer: AgentTransferData;
  /** the agent's main-wallet cash after the transfer */
  balance: number;
}

/** `POST /agent/transfers`. */
export interface AgentTransfersBody {
  /** 1 … AGENT_TRANSFERS_MAX */
  count: number;
}

export interface AgentTransfersResponse {
  list: AgentTransferData[];
}

/** Business codes of the transfer calls; each has its translated text in mf-proxy (transfer.error.<code>). */
export const AGENT_TRANSFER_ERROR = {
  /** the caller is not an agent, or its agent account is not active */
  notActiveAgent: 101,
  /** no member of that account in the agent's downline (the agent's own account included) */
  notInDownline: 102,
  /** the downline member is disabled or frozen */
  memberUnavailable: 103,
  wrongWithdrawPassword: 104,
  noWithdrawPassword: 105,
  /** below the minimum or above the maximum of one transfer (params min, max) */
  amountOutOfRange: 106,
  /** more than the agent's balance */
  insufficientBalance: 107,
} as const;

export type AgentTransferErrorCode = (typeof AGENT_TRANSFER_ERROR)[keyof typeof AGENT_TRANSFER_ERROR];
