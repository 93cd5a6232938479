import { isRequestError } from '@casino/mf-shared';
import { APPLY_AGENT_CODES } from '@casino/contracts';

/**
 * Where the member stands with the agent programme, from the application check's answer:
 * may apply, already an agent, under review, or refused for another reason (its code).
 */
export type ApplicationStanding = { kind: 'mayApply' } | { kind: 'agent' } | { kind: 'underReview' } | { kind: 'refused'; code: number };

/** The standing a refusal of the check means; null when the error is not a refusal (network, server): the page retries. */
export function standingOfError(error: unknown): ApplicationStanding | null {
  // A refusal is the API's answer to the call (HTTP 200); a failing server is not the member's standing.
  if (!isRequestError(error) || error.kind !== 'business' || (error.status !== undefined && error.status >= 500)) return null;
  const code = Number(error.code);
  if (code === APPLY_AGENT_CODES.alreadyAgent) return { kind: 'agent' };
  if (code === APPLY_AGENT_CODES.underReview) return { kind: 'underReview' };
  return { kind: 'refused', code };
}

/** The message key of a refusal code: each known code has its own, others the generic one. */
export function refusalKey(code: number): string {
  const known: number[] = Object.values(APPLY_AGENT_CODES);
  return known.includes(code) ? `access.register.code.${code}` : 'access.register.code.other';
}
