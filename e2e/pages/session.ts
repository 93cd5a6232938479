import type { Browser, Page, TestInfo } from '@playwright/test';
import { SANDBOX_PORT, SHELL_PORT } from '../playwright.config';
import { loginThroughApi as loginAt, type MemberSession } from '../../scripts/browser-tests';

export type Member = MemberSession;

/** Logs a seeded member in through the real API (via the shell's /api proxy). */
export function loginThroughApi(account?: string, password?: string): Promise<Member> {
  return loginAt(`http://127.0.0.1:${SHELL_PORT}`, account, password, `http://127.0.0.1:${SANDBOX_PORT}`);
}

/** Starts the page with that member's session in local storage, as after a real login. */
export async function startAsMember(page: Page, member: Member): Promise<void> {
  await page.addInitScript((m) => {
    window.localStorage.setItem('token', m.token);
    window.localStorage.setItem('member_id', String(m.member_id));
    window.localStorage.setItem('member_account', m.member_account);
    window.localStorage.setItem('currency', m.member_currency);
  }, member);
}

/**
 * A page in a second browser context on the project's own device (viewport, touch, user agent):
 * another person at the same time, e.g. a visitor or a downline member beside the agent.
 */
export async function secondBrowserPage(browser: Browser, info: TestInfo): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
  });
  return context.newPage();
}
