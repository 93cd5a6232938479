import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HomePage } from './home-page';

/** The public routes the shell server renders (docs/ssr.md), with the remote module each shows. */
export const PUBLIC_ROUTES = [
  '/',
  '/discount',
  '/discount/1',
  '/faq',
  '/faq/1',
  '/sponsor',
  '/app',
  '/gameHall/2',
  '/main/2',
  '/slotgame?gp_id=1',
] as const;

/**
 * Public routes whose content loads in an effect (a promotion, a question by id): their HTML carries
 * the module's own loading state where the content goes (the browser completes it), not a heading.
 */
export const LOADING_IN_HTML: ReadonlySet<string> = new Set(['/discount/1', '/faq/1']);

/** A path no route knows: the server answers 404 with the shell's error page drawn. */
export const UNKNOWN_PATH = '/no-such-page';

/** Member-only routes: the server draws the shell and a skeleton, the browser checks the session. */
export const MEMBER_ROUTES = ['/user', '/Deposit', '/proxy'] as const;

/** The page's HTML as a crawler or a browser without scripts gets it, with a user agent of the device. */
export async function serverHtml(
  request: APIRequestContext,
  path: string,
  userAgent: string,
  locale?: string,
  status = 200,
): Promise<string> {
  const response = await request.get(path, {
    headers: { 'user-agent': userAgent, ...(locale ? { cookie: `i18n_redirected=${locale}` } : {}) },
  });
  expect(response.status(), path).toBe(status);
  return response.text();
}

/** The header's account area as the server draws it for everyone: a hidden placeholder of the visitor's size. */
export const ACCOUNT_PLACEHOLDER = 'data-testid="account-placeholder"';

/** The page area of a member-only page as the server draws it. */
export const PAGE_SKELETON = 'data-testid="page-skeleton"';

declare global {
  interface Window {
    /** The layout shifts of the page so far (PerformanceObserver 'layout-shift'), summed as CLS counts them. */
    __casinoLayoutShift?: number;
  }
}

/**
 * Counts the page's layout shifts from its very start (an init script): each shift not caused by the
 * user's input adds its score, as the Cumulative Layout Shift of a page that stays this short does.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__casinoLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__casinoLayoutShift = (window.__casinoLayoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recorded so far (recordLayoutShifts), once the browser has painted what is on screen. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Two frames: the shifts of the last change are reported after it is painted.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__casinoLayoutShift ?? 0)));
      }),
  );
}

/** What the server wrote into #root: the app's markup, empty when the browser has to render it. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script', start);
  return start < 0 ? '' : html.slice(start + '<div id="root">'.length, end);
}

/** The boot data's `ssr` block (the layout the server rendered), or undefined. */
export function ssrOf(html: string): { device: string; uiKit?: string } | undefined {
  const json = /id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { ssr?: { device: string; uiKit?: string } }).ssr : undefined;
}

/** Waits until the app is live in the page: hydrated (server-rendered) or rendered by the browser. */
export async function appLive(page: Page): Promise<'hydrated' | 'rendered'> {
  await expect(page.locator('html[data-app]')).toHaveCount(1, { timeout: 20_000 });
  return (await page.locator('html').getAttribute('data-app')) as 'hydrated' | 'rendered';
}

/** What React could not hydrate on the page (reported by the shell), and its hydration warnings in the console. */
export async function hydrationProblems(page: Page, consoleErrors: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => (window as unknown as { __casinoHydrationErrors?: string[] }).__casinoHydrationErrors ?? []);
  return [...reported, ...consoleErrors.filter((text) => /hydrat/i.test(text))];
}

/** Console errors of a page from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** What a server-drawn page shows around its module: the account area, in its two states, and a member page's skeleton. */
export class DrawnPage extends HomePage {
  /** The header's account area before the page knows the session (hidden, inert). */
  readonly accountPlaceholder: Locator;
  /** The page area of a member-only page as the server drew it. */
  readonly skeleton: Locator;
  /** The member's balance in the header. */
  readonly balance: Locator;
  /** The banner carousel's track: the slides side by side, one on show. */
  readonly bannerTrack: Locator;

  constructor(page: Page) {
    super(page);
    this.accountPlaceholder = page.getByTestId('account-placeholder');
    this.skeleton = page.getByTestId('page-skeleton');
    this.balance = page.getByRole('status', { name: 'Balance' });
    this.bannerTrack = this.banners.locator('.home-carousel__track').first();
  }

  /** The header's link to the member's account, named by the account. */
  memberLink(account: string): Locator {
    return this.page.getByRole('link', { name: account, exact: true }).first();
  }
}
