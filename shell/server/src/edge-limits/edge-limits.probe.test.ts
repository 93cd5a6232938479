/**
 * The security suite of issue 23's probe, replayed through a shell server in front of the real
 * sandbox: a guessing series on a password, a withdraw password or an SMS code is stopped at its
 * edge limit, and the right secret during the lock is refused until the lock expires. The limits
 * are the production mechanism with short numbers (EDGE_LIMIT_* env), as an operator would set them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { post, startSandbox, type Child } from './probe-support';

jest.setTimeout(60_000);

const SECRET = 'edge-probe-login-header-secret-0123456789';
const PASSWORD = 'Test1234';
const WITHDRAW_PASSWORD = '1234';
const LOCK_SECONDS = 2;

let sandbox: Child & { url: string };
let shell: FastifyInstance;
let releaseDir: string;

beforeAll(async () => {
  sandbox = await startSandbox(SECRET);
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-probe-'));
  const config = loadConfig({
    RELEASE_DIR: releaseDir,
    RELEASE_ENV: 'test',
    BACKEND_URL: sandbox.url,
    LOGIN_HEADER_SECRET: SECRET,
    EDGE_LIMIT_LOGIN: `account=2,address=6,window=60,lock=${LOCK_SECONDS},free=2,delay=20,maxDelay=80`,
    EDGE_LIMIT_WITHDRAW_PASSWORD: `account=2,address=10,window=60,lock=${LOCK_SECONDS},free=1,delay=10,maxDelay=40`,
    EDGE_LIMIT_CODE_CHECK: `account=2,address=10,window=60,lock=${LOCK_SECONDS},free=1,delay=10,maxDelay=40`,
    EDGE_LIMIT_CAPTCHA: 'address=1000',
    EDGE_LIMIT_SMS_SEND: 'account=3,address=5,window=60,lock=60',
  });
  shell = await buildServer(config);
}, 90_000);

afterAll(async () => {
  await shell?.close();
  await sandbox?.stop();
  if (releaseDir) fs.rmSync(releaseDir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the login form does: a captcha from the backend (its answer read from the sandbox), the signed login header, POST /login. */
async function login(account: string, password: string, address: string) {
  const captcha = await post<{ token: string }>(shell, '/captcha', { type: 1, site_id: 1 }, { address });
  const token = captcha.body.apiResponseData.token;
  const { answer } = (await (await fetch(`${sandbox.url}/__sandbox/captchas/${token}`)).json()) as { answer: string };
  const header = await shell.inject({ method: 'GET', url: '/get_login_header', remoteAddress: address });
  const { headers } = header.json().apiResponseData as { headers: Record<string, string> };
  return post<{ token?: string }>(
    shell,
    '/login',
    { account, password, site_id: 1, answer, captcha_token: token, remote_addr: headers.remote_addr, host: headers.host },
    {
      address,
      headers: { 'x-login-timestamp': headers['x-login-timestamp'] ?? '', 'x-login-signature': headers['x-login-signature'] ?? '' },
    },
  );
}

/** Until the lock said by Retry-After is over (with a little room). */
const waitOut = (retryAfter: string | undefined) => wait(Number(retryAfter ?? LOCK_SECONDS) * 1000 + 300);

describe('edge limits replay the probe', () => {
  it('stops a wrong-password series on one account and refuses the right password until the lock expires', async () => {
    const address = '203.0.113.10';
    // Two: fewer than the backend's own lock takes (the edge must be what stops the series here).
    for (let i = 0; i < 2; i += 1) {
      const answer = await login('player_rmb', `wrong-${i}`, address);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(false);
    }
    const locked = await login('player_rmb', 'wrong-again', address);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: false, code: 429, apiResponseData: { retry_after: expect.any(Number) } });
    expect(locked.body.message).toMatch(/Too many attempts\. Please try again in \d+ seconds?\./);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);

    // The right password during the lock, even from another address: refused (the account is locked).
    const right = await login('player_rmb', PASSWORD, '203.0.113.11');
    expect(right.status).toBe(429);

    await waitOut(right.retryAfter);
    const after = await login('player_rmb', PASSWORD, '203.0.113.11');
    expect(after.body).toMatchObject({ status: true, message: expect.any(String) });
  });

  it('stops a series spread over many accounts by its address, and a success in between resets nothing', async () => {
    const address = '203.0.113.20';
    const answered: number[] = [];
    const accounts = ['player_usd', 'player_vnd', 'player_off', 'player_dv', 'ghost_1'];
    let attempt = 0;
    for (const account of accounts) {
      for (let i = 0; i < 2; i += 1) {
        attempt += 1;
        // the fourth attempt is a right password: it must not give the address its count back
        const password = attempt === 4 ? PASSWORD : `wrong-${attempt}`;
        const answer = await login(account, password, address);
        if (answer.status !== 429) answered.push(attempt);
      }
    }
    // The address may make six attempts in its window, whatever accounts they name.
    expect(answered).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers the lock in the language of the page', async () => {
    const address = '203.0.113.30';
    let last;
    for (let i = 0; i < 4; i += 1)
      last = await post(shell, '/login', { account: 'zh_probe', password: 'x', site_id: 1 }, { address, lang: 'zh_CN' });
    expect(last?.status).toBe(429);
    expect(last?.body.message).toMatch(/^尝试次数过多，请在 \d+ 秒后重试。$/);
  });

  it('stops a wrong withdraw-password series (agent transfer) and refuses the right one until the lock expires', async () => {
    const session = await login('agent_pay_desk', PASSWORD, '203.0.113.40');
    const token = String(session.body.apiResponseData?.token ?? '');
    expect(token).not.toBe('');
    const address = '203.0.113.41';
    const transfer = (pin: string) =>
      post(shell, '/agent/transfer', { member_account: 'pay_member_desk', amount: 100, withdraw_password: pin }, { address, token });

    for (const pin of ['0000', '0001']) {
      const answer = await transfer(pin);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: false, message: expect.stringMatching(/withdraw(al)? password/i) });
    }
    expect((await transfer('0002')).status).toBe(429);
    const right = await transfer(WITHDRAW_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/try again in/);

    await waitOut(right.retryAfter);
    const after = await transfer(WITHDRAW_PASSWORD);
    expect(after.body).toMatchObject({ status: true });
  });

  it('stops a wrong SMS-code series on the forgotten password and refuses the right code until the lock expires', async () => {
    const address = '203.0.113.50';
    const who = { account: 'player_rmb', member_phone: '13800000001', site_id: 1 };
    const sent = await post(shell, '/forgot_password/sms', who, { address });
    expect(sent.body.status).toBe(true);
    const { code } = (await (await fetch(`${sandbox.url}/__sandbox/sms/latest?to=13800000001`)).json()) as { code: string };
    const reset = (verifyCode: string) =>
      post(shell, '/forgot_password/reset', { ...who, verify_code: verifyCode, password: 'Newpass123' }, { address });

    for (const wrong of ['000000', '000001']) {
      const answer = await reset(wrong === code ? '999999' : wrong);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(false);
    }
    expect((await reset('000002')).status).toBe(429);
    const right = await reset(code);
    expect(right.status).toBe(429);

    await waitOut(right.retryAfter);
    const after = await reset(code);
    expect(after.body.status).toBe(true);
  });

  it('limits SMS sends per phone and per address', async () => {
    const address = '203.0.113.60';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await post(shell, '/register/sms', { member_phone: '+86 138 0000 9999', site_id: 1, currency: 'RMB' }, { address })).status,
      );
    }
    // The same phone however written: three sends, then the lock.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
