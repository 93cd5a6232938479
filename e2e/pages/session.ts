import type { Page } from '@playwright/test';
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
