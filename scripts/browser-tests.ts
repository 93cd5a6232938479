/**
 * What the end-to-end suites (e2e/) and the bench (bench/) share: Debian's Chromium with the flags
 * this machine needs (Playwright never downloads a browser here), and a seeded member logged in
 * through the real API.
 */

/** Launch options of Debian's Chromium (CHROMIUM_PATH overrides where it lives). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/** A member's session as the site keeps it after a login. */
export interface MemberSession {
  token: string;
  member_id: string | number;
  member_account: string;
  member_currency: string;
}

/** Logs a seeded member in through the real API (the shell server at `shellUrl` proxies /api to the sandbox). */
export async function loginThroughApi(shellUrl: string, account = 'player_rmb', password = 'Test1234'): Promise<MemberSession> {
  const response = await fetch(`${shellUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', lang: 'en_US' },
    body: JSON.stringify({ account, password, site_id: 1 }),
  });
  const body = (await response.json()) as { code: number; message: string; apiResponseData: MemberSession };
  if (body.code !== 1000) throw new Error(`login of ${account} failed: ${body.code} ${body.message}`);
  return body.apiResponseData;
}
