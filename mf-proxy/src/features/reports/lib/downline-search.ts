import { DOWNLINE_SEARCH_MAX } from '@casino/contracts';

/** Accounts are letters, digits and underscores (the register rules); a search is part of one. */
const ACCOUNT_PART = /^[A-Za-z0-9_]*$/;

/** Why an account search cannot be sent, as a message key of reports.downline, or null. */
export function searchProblem(text: string): 'accountChars' | 'accountLong' | null {
  const value = text.trim();
  if (value.length > DOWNLINE_SEARCH_MAX) return 'accountLong';
  if (!ACCOUNT_PART.test(value)) return 'accountChars';
  return null;
}
