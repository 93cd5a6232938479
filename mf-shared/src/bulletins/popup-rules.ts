import type { KeyValueStorage } from '../stores/storage';
import type { Bulletin } from './bulletin';

/** Session storage key of the time the pop-up was last closed (ms since epoch). */
export const POPUP_CLOSED_AT_KEY = 'home_popup_closed_at';

/** Paths of the deposit page: the pop-up uses display location 3 there and always shows a non-empty list. */
export function isDepositPath(pathname: string): boolean {
  return /^\/(user\/)?deposit\/?$/i.test(pathname);
}

/** Display location of the member pop-up: 3 on the deposit page, 2 elsewhere (§4). */
export function popupLocation(pathname: string): 2 | 3 {
  return isDepositPath(pathname) ? 3 : 2;
}

/** Milliseconds of an API time ("2025-06-01T08:00:00Z" or "2025-06-01 08:00:00"); NaN when unreadable. */
export function timeOf(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
}

export interface PopupDecision {
  list: Bulletin[];
  /** When the pop-up was closed in this session, or null. */
  closedAt: number | null;
  onDepositPage: boolean;
  member: boolean;
}

/**
 * Whether the pop-up opens (shell-and-public.md §4):
 * nothing to show → closed; deposit page → open whenever the list is non-empty; members → open
 * only when no close time is stored (the server drops what they hid); visitors → open when no close
 * time is stored or a bulletin was updated after it.
 */
export function shouldShowPopup({ list, closedAt, onDepositPage, member }: PopupDecision): boolean {
  if (list.length === 0) return false;
  if (onDepositPage) return true;
  if (closedAt === null) return true;
  if (member) return false;
  return list.some((item) => timeOf(item.updated_at) > closedAt);
}

/** Reads the close time; a missing or damaged value counts as never closed. */
export function readClosedAt(storage: KeyValueStorage): number | null {
  const raw = storage.getItem(POPUP_CLOSED_AT_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeClosedAt(storage: KeyValueStorage, time: number): void {
  storage.setItem(POPUP_CLOSED_AT_KEY, String(time));
}

/** The "show once" bulletins (display_frequency 0) a member hides on the server when closing. */
export function showOnceIds(list: Bulletin[]): number[] {
  return list.filter((item) => Number(item.setting?.display_frequency ?? -1) === 0).map((item) => item.id);
}
