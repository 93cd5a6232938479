/**
 * What the end-to-end suites (e2e/) and the bench (bench/) share besides their browser
 * (`@casino/server-kit/browser`): a seeded member logged in through the real API.
 */

/** A member's session as the site keeps it after a login. */
export interface MemberSession {
  token: string;
  member_id: string | number;
  member_account: string;
  member_currency: string;
}

/** The sandbox behind each shell server, for its test endpoints (registered by whoever starts both). */
const sandboxes = new Map<string, string>();

/** Tells loginThroughApi which sandbox serves the shell server at `shellUrl` (bench and e2e start them as a pair). */
export function rememberSandbox(shellUrl: string, sandboxUrl: string): void {
  sandboxes.set(shellUrl.replace(/\/$/, ''), sandboxUrl.replace(/\/$/, ''));
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Logs a seeded member in through the real API, as the login form does: a captcha drawn through
 * the shell's /api (its answer read from the sandbox's /__sandbox/captchas/:token), the signed
 * header of the shell's /get_login_header, then POST /api/login. `sandboxUrl` defaults to the one
 * remembered for `shellUrl`, then to SANDBOX_URL.
 */
export async function loginThroughApi(
  shellUrl: string,
  account = 'player_rmb',
  password = 'Test1234',
  sandboxUrl = sandboxes.get(shellUrl.replace(/\/$/, '')) ?? process.env.SANDBOX_URL,
): Promise<MemberSession> {
  if (!sandboxUrl) throw new Error(`loginThroughApi: no sandbox known for ${shellUrl} (pass sandboxUrl or call rememberSandbox)`);
  const post = { method: 'POST', headers: { 'Content-Type': 'application/json', lang: 'en_US' } };
  const captcha = await json<{ apiResponseData: { token: string } }>(`${shellUrl}/api/captcha`, {
    ...post,
    body: JSON.stringify({ type: 1, site_id: 1 }),
  });
  const { token } = captcha.apiResponseData;
  const { answer } = await json<{ answer: string }>(`${sandboxUrl}/__sandbox/captchas/${encodeURIComponent(token)}`);
  const signed = await json<{ apiResponseData: { headers: Record<string, string> } }>(`${shellUrl}/get_login_header`);
  const { remote_addr, host, ...headers } = signed.apiResponseData.headers;
  const response = await fetch(`${shellUrl}/api/login`, {
    method: 'POST',
    headers: { ...post.headers, ...headers },
    body: JSON.stringify({ account, password, site_id: 1, captcha_token: token, answer, remote_addr, host, device: 0, login_type: 1 }),
  });
  const body = (await response.json()) as { code: number; message: string; apiResponseData: MemberSession };
  if (body.code !== 1000) throw new Error(`login of ${account} failed: ${body.code} ${body.message}`);
  return body.apiResponseData;
}
