import type { SettlementDetailResponse } from '@casino/contracts';

/**
 * Why a settlement pays no commission, by the plan's rules: the month had fewer active members
 * than the agent's level needs (`short`), or its base — the lines plus what earlier months carried
 * in — is negative and goes on to the next month (`carried`); null when it pays.
 */
export function settlementOutcome({ settlement, lines }: SettlementDetailResponse): 'short' | 'carried' | null {
  const base = lines.reduce((sum, line) => sum + line.commission, 0) + settlement.carried_in;
  if (base < 0) return 'carried';
  if (settlement.active_members < settlement.min_active_members) return 'short';
  return null;
}
