import type { KeyValueStorage } from '../stores/storage';
import type { Bulletin } from './bulletin';

/** Session storage key of the time the pop-up was last closed (ms since epoch). */
export const POPUP_CLOSED_AT_KEY = 'home_popup_closed_at';

/**
 * The same for the deposit page's pop-up (location 3, its own list): closing the home pop-up does
 * not keep the deposit bulletins from showing, and closing them keeps them closed in the session.
 */
export const DEPOSIT_POPUP_CLOSED_AT_KEY = 'deposit_popup_closed_at';

/** Where a pop-up's close time is kept. */
export function closedAtKey(onDepositPage: boolean): string {
  return onDepositPage ? DEPOSIT_POPUP_CLOSED_AT_KEY : POPUP_CLOSED_AT_KEY;
}

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
  /** When the pop-up of this place (the deposit page, else the rest) was closed in this session, or null. */
  closedAt: number | null;
  onDepositPage: boolean;
  member: boolean;
}

/**
 * Whether the pop-up opens (shell-and-public.md §4: "not shown if closed this session unless a
 * bulletin was updated after the close time"): nothing to show → closed; no close time stored →
 * open; deposit page → its non-empty list opens whatever was closed elsewhere (its own close time),
 * and after a close there only a bulletin updated since brings it back, not every reload; members
 * elsewhere → closed once a close time is stored (the server drops what they hid); visitors → open
 * only when a bulletin was updated after the close time.
 */
export function shouldShowPopup({ list, closedAt, onDepositPage, member }: PopupDecision): boolean {
  if (list.length === 0) return false;
  if (closedAt === null) return true;
  if (member && !onDepositPage) return false;
  return list.some((item) => timeOf(item.updated_at) > closedAt);
}

/** Reads the close time of a place; a missing or damaged value counts as never closed. */
export function readClosedAt(storage: KeyValueStorage, onDepositPage = false): number | null {
  const raw = storage.getItem(closedAtKey(onDepositPage));
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function writeClosedAt(storage: KeyValueStorage, time: number, onDepositPage = false): void {
  storage.setItem(closedAtKey(onDepositPage), String(time));
}

/** The "show once" bulletins (display_frequency 0) a member hides on the server when closing. */
export function showOnceIds(list: Bulletin[]): number[] {
  return list.filter((item) => Number(item.setting?.display_frequency ?? -1) === 0).map((item) => item.id);
}
