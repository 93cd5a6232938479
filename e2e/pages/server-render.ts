import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The public routes the shell server renders (docs/ssr.md), with the remote module each shows. */
export const PUBLIC_ROUTES = ['/', '/discount', '/faq', '/sponsor', '/app', '/gameHall/2'] as const;

/** The page's HTML as a crawler or a browser without scripts gets it, with a user agent of the device. */
export async function serverHtml(request: APIRequestContext, path: string, userAgent: string, locale?: string): Promise<string> {
  const response = await request.get(path, {
    headers: { 'user-agent': userAgent, ...(locale ? { cookie: `i18n_redirected=${locale}` } : {}) },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

/** What the server wrote into #root: the app's markup, empty when the browser has to render it. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script', start);
  return start < 0 ? '' : html.slice(start + '<div id="root">'.length, end);
}

/** The boot data's `ssr` block (the layout the server rendered), or undefined. */
export function ssrOf(html: string): { device: string } | undefined {
  const json = /id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { ssr?: { device: string } }).ssr : undefined;
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
