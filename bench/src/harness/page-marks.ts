/**
 * What the page records about itself from its first moment (installed with addInitScript, so it
 * runs before any script of the site): paints, largest-contentful-paint candidates, long tasks and
 * layout shifts, from PerformanceObserver. Playwright serialises `installPageMarks` into the page; it must not
 * use anything from this module's scope.
 */

export interface LongTask {
  start: number;
  duration: number;
}

export interface LcpCandidate {
  startTime: number;
  size: number;
  /** Tag name and image URL of the element, to say what the LCP was. */
  element: string;
  url: string;
}

/** A layout-shift entry: how much of the viewport moved, and whether the user's input caused it. */
export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

export interface PageMarks {
  fcp: number | null;
  lcp: LcpCandidate[];
  longTasks: LongTask[];
  layoutShifts: LayoutShift[];
}

declare global {
  interface Window {
    __benchMarks?: PageMarks;
  }
}

/** The session storage key mf-home keeps the pop-up's close time under (mf-home/src/features/bulletins/lib/popup-rules.ts). */
export const POPUP_CLOSED_AT_KEY = 'home_popup_closed_at';

export interface PageSetup {
  popupKey: string;
  member: { token: string; member_id: string | number; member_account: string; member_currency: string } | null;
}

/**
 * Runs in the page. Besides the marks, it sets up the bench's scenario: a visitor (or member)
 * who already closed the announcement pop-up in this session, because the pop-up is modal and
 * would cover the header the bench waits for; and a member's session when one is given.
 */
export function installPageMarks({ popupKey, member }: PageSetup): void {
  try {
    // Far in the future: no bulletin counts as updated since the pop-up was closed.
    window.sessionStorage.setItem(popupKey, String(Date.now() + 10 * 365 * 24 * 3600 * 1000));
    if (member) {
      window.localStorage.setItem('token', member.token);
      window.localStorage.setItem('member_id', String(member.member_id));
      window.localStorage.setItem('member_account', member.member_account);
      window.localStorage.setItem('currency', member.member_currency);
    }
  } catch {
    // Storage refused: the page runs as a first-time visitor.
  }
  const marks: PageMarks = { fcp: null, lcp: [], longTasks: [], layoutShifts: [] };
  window.__benchMarks = marks;
  const observe = (type: string, record: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not support: that mark stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    const lcp = entry as PerformanceEntry & { size: number; element: Element | null; url: string };
    marks.lcp.push({ startTime: lcp.startTime, size: lcp.size, element: lcp.element?.tagName.toLowerCase() ?? '', url: lcp.url });
  });
  observe('longtask', (entry) => marks.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    marks.layoutShifts.push({ startTime: shift.startTime, value: shift.value, hadRecentInput: shift.hadRecentInput });
  });
}
