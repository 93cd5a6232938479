import type { Page } from '@playwright/test';
import { SHELL_PORT } from '../playwright.config';

export interface Member {
  token: string;
  member_id: string | number;
  member_account: string;
  member_currency: string;
}

/** Logs a seeded member in through the real API (via the shell's /api proxy). */
export async function loginThroughApi(account = 'player_rmb', password = 'Test1234'): Promise<Member> {
  const response = await fetch(`http://127.0.0.1:${SHELL_PORT}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', lang: 'en_US' },
    body: JSON.stringify({ account, password, site_id: 1 }),
  });
  const body = (await response.json()) as { code: number; message: string; apiResponseData: Member };
  if (body.code !== 1000) throw new Error(`login of ${account} failed: ${body.code} ${body.message}`);
  return body.apiResponseData;
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
