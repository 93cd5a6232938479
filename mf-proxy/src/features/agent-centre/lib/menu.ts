/** One page of the agent area: its message key (menu.<key>) and its ?page= value. */
export interface AgentPage {
  key: string;
  page: string;
}

/** The agent application menu, shown while the agent is not active (?page=Register). */
export const applicationMenu: AgentPage[] = [
  { key: 'plan', page: 'Plan' },
  { key: 'agreement', page: 'Agreement' },
  { key: 'register', page: 'Register' },
];

/** The agent centre menu of member-and-account.md §2. */
export const centreMenu: AgentPage[] = [
  { key: 'downline_info', page: 'DownlineInfo' },
  { key: 'promotion', page: 'Promotion' },
  { key: 'operation_table', page: 'OperationTable' },
  { key: 'stratified_table', page: 'StratifiedTable' },
  { key: 'transfer', page: 'Transfer' },
  { key: 'performance_settlement', page: 'PerformanceSettlement' },
];

export type AgentMode = 'application' | 'centre';

/**
 * Which menu and page a ?page= value selects. Application pages belong to the application menu;
 * anything else is the centre, starting at its first page.
 */
export function resolvePage(page: string | null): { mode: AgentMode; menu: AgentPage[]; current: AgentPage } {
  const application = applicationMenu.find((entry) => entry.page === page);
  if (application) return { mode: 'application', menu: applicationMenu, current: application };
  const centre = centreMenu.find((entry) => entry.page === page) ?? centreMenu[0];
  if (!centre) throw new Error('The agent centre menu is empty.');
  return { mode: 'centre', menu: centreMenu, current: centre };
}

/** What the centre needs of the member layout to decide where an agent may go. */
export interface AgentStanding {
  isAgent: boolean;
  agentActive: boolean;
}

/**
 * The page a member must see instead of the one asked for, or null: an agent that is not active
 * yet applies first (member-and-account.md §2, proxy?page=Register). The application menu stays
 * open to everyone; a layout not loaded yet decides nothing.
 */
export function requiredPage(mode: AgentMode, standing: AgentStanding | null): string | null {
  return mode === 'centre' && standing?.isAgent === true && !standing.agentActive ? 'Register' : null;
}
