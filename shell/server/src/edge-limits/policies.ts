import {
  AGENT_TRANSFER_PATH,
  FAST_PAYMENT_ORDER_PATH,
  PROFILE_SMS_PATH,
  WITHDRAW_APPLY_PATH,
  WITHDRAW_PASSWORD_PATH,
} from '@casino/contracts';

/**
 * The edge limits of the shell server (docs/security.md, "guessing a password"): which calls are counted,
 * under which keys, and how many attempts a window allows before a lock. This table is the policy;
 * the counting itself is rate-limiter-flexible's (edge-limiter.ts).
 */
export type PolicyName = 'login' | 'register' | 'smsSend' | 'codeCheck' | 'withdrawPassword' | 'fastPayment' | 'captcha';

export const POLICY_NAMES: readonly PolicyName[] = [
  'login',
  'register',
  'smsSend',
  'codeCheck',
  'withdrawPassword',
  'fastPayment',
  'captcha',
];

/** The numbers of one policy; every one can be changed by EDGE_LIMIT_<POLICY> (config.ts). */
export interface PolicyLimits {
  /** Attempts one account (or phone, login challenge, session) may make in a window; 0 = not counted per account. */
  account: number;
  /** Attempts one client address may make in a window. */
  address: number;
  /** The sliding window, in seconds, over which a key's attempts are counted. */
  windowSeconds: number;
  /** How long a key stays locked once it went over its number, in seconds. */
  lockSeconds: number;
  /** Attempts answered at once; each one past them waits `delayMs`, doubled per attempt, at most `maxDelayMs`. */
  freeAttempts: number;
  delayMs: number;
  maxDelayMs: number;
}

export type EdgeLimits = Record<PolicyName, PolicyLimits>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The defaults: above what a person needs, far below what a guessing script needs. */
export const DEFAULT_EDGE_LIMITS: EdgeLimits = {
  login: {
    account: 10,
    address: 30,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    freeAttempts: 3,
    delayMs: 250,
    maxDelayMs: 4000,
  },
  register: { account: 5, address: 10, windowSeconds: HOUR, lockSeconds: HOUR, freeAttempts: 3, delayMs: 250, maxDelayMs: 2000 },
  smsSend: { account: 5, address: 10, windowSeconds: HOUR, lockSeconds: HOUR, freeAttempts: 10, delayMs: 0, maxDelayMs: 0 },
  codeCheck: {
    account: 5,
    address: 20,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    freeAttempts: 2,
    delayMs: 250,
    maxDelayMs: 4000,
  },
  withdrawPassword: {
    account: 5,
    address: 20,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 30 * MINUTE,
    freeAttempts: 2,
    delayMs: 250,
    maxDelayMs: 4000,
  },
  fastPayment: { account: 5, address: 20, windowSeconds: HOUR, lockSeconds: HOUR, freeAttempts: 5, delayMs: 0, maxDelayMs: 0 },
  captcha: { account: 0, address: 60, windowSeconds: 10 * MINUTE, lockSeconds: 10 * MINUTE, freeAttempts: 60, delayMs: 0, maxDelayMs: 0 },
};

/** A JSON body as the limiter sees it (never the password: only the fields named below are read). */
export type Body = Record<string, unknown>;

/** What identifies "the account" of a call; null when the call names none (then only the address counts). */
type AccountOf = (body: Body, session: string | null) => string | null;

const field =
  (...names: string[]): AccountOf =>
  (body) => {
    for (const name of names) {
      const value = body[name];
      if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return `${name}:${normaliseAccount(String(value))}`;
    }
    return null;
  };
/** Member calls carry no account in their body: the session (bearer token) stands for the member. */
const session: AccountOf = (_body, token) => (token ? `session:${token}` : null);
const phone: AccountOf = (body) => {
  const digits = typeof body.member_phone === 'string' ? body.member_phone.replace(/\D/g, '') : '';
  return digits ? `phone:${digits}` : null;
};
const either =
  (...ways: AccountOf[]): AccountOf =>
  (body, token) => {
    for (const way of ways) {
      const key = way(body, token);
      if (key) return key;
    }
    return null;
  };

/** Spellings of one account are one key: case, width and surrounding spaces do not make a new one. */
export function normaliseAccount(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

interface Route {
  method: 'GET' | 'POST';
  path: string;
  policy: PolicyName;
  account: AccountOf;
}

const api = (path: string) => `/api${path}`;

/** Every limited call. Paths are the backend's (sandbox routes, mf-shared contracts) behind /api, plus the shell's own captcha. */
export const LIMITED_ROUTES: readonly Route[] = [
  { method: 'POST', path: api('/login'), policy: 'login', account: field('account') },
  { method: 'POST', path: api('/register'), policy: 'register', account: field('member_account') },
  { method: 'POST', path: api('/register/sms'), policy: 'smsSend', account: phone },
  { method: 'POST', path: api('/forgot_password/sms'), policy: 'smsSend', account: field('account') },
  { method: 'POST', path: api('/login/device_verify/sms'), policy: 'smsSend', account: field('member_login_id') },
  { method: 'POST', path: api(PROFILE_SMS_PATH), policy: 'smsSend', account: session },
  { method: 'POST', path: api('/forgot_password/reset'), policy: 'codeCheck', account: field('account') },
  { method: 'POST', path: api('/login/device_verify'), policy: 'codeCheck', account: field('member_login_id') },
  { method: 'POST', path: api('/login/double_validation'), policy: 'codeCheck', account: field('member_login_id') },
  { method: 'POST', path: api(WITHDRAW_APPLY_PATH), policy: 'withdrawPassword', account: session },
  { method: 'POST', path: api(AGENT_TRANSFER_PATH), policy: 'withdrawPassword', account: session },
  { method: 'POST', path: api(WITHDRAW_PASSWORD_PATH), policy: 'withdrawPassword', account: session },
  { method: 'POST', path: api('/arks/web/vx/verify'), policy: 'withdrawPassword', account: field('account') },
  { method: 'POST', path: api(FAST_PAYMENT_ORDER_PATH), policy: 'fastPayment', account: either(field('member_account'), session) },
  { method: 'POST', path: api('/captcha'), policy: 'captcha', account: () => null },
  { method: 'GET', path: '/clientCaptcha', policy: 'captcha', account: () => null },
];

/**
 * The path as a backend would route it: decoded, slashes collapsed, no trailing slash, lower case
 * (so `/API//Login/` cannot walk around the limit of `/api/login`).
 */
export function normalisePath(rawPath: string): string {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // left as is: the proxy refuses what it cannot decode
  }
  return (
    decoded
      .replace(/[\\/]+/g, '/')
      .replace(/\/$/, '')
      .toLowerCase() || '/'
  );
}

const byPath = new Map(LIMITED_ROUTES.map((route) => [`${route.method} ${route.path.toLowerCase()}`, route]));

/** The limited route a request is, if any. */
export function limitedRoute(method: string, rawPath: string): Route | undefined {
  return byPath.get(`${method.toUpperCase()} ${normalisePath(rawPath)}`);
}

/** EDGE_LIMIT_LOGIN=account=5,address=20,window=900,lock=900,free=3,delay=250,maxDelay=4000: any subset. */
const SETTING_NAMES: Record<string, keyof PolicyLimits> = {
  account: 'account',
  address: 'address',
  window: 'windowSeconds',
  lock: 'lockSeconds',
  free: 'freeAttempts',
  delay: 'delayMs',
  maxdelay: 'maxDelayMs',
};

/** The env variable of a policy: smsSend → EDGE_LIMIT_SMS_SEND. */
export function envNameOf(policy: PolicyName): string {
  return `EDGE_LIMIT_${policy.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** The limits with the env's overrides; problems are pushed (config.ts reports them all at once). */
export function parseEdgeLimits(env: Record<string, string | undefined>, problems: string[]): EdgeLimits {
  const limits = structuredClone(DEFAULT_EDGE_LIMITS);
  for (const policy of POLICY_NAMES) {
    const name = envNameOf(policy);
    const raw = env[name];
    if (!raw) continue;
    for (const pair of raw.split(',').map((part) => part.trim())) {
      if (!pair) continue;
      const [key = '', value = ''] = pair.split('=').map((part) => part.trim());
      const setting = SETTING_NAMES[key.toLowerCase()];
      const number = Number(value);
      if (!setting || !/^\d+$/.test(value)) {
        problems.push(`${name} takes name=whole number pairs among ${Object.keys(SETTING_NAMES).join(', ')} (got "${pair}")`);
        continue;
      }
      limits[policy][setting] = number;
    }
    const set = limits[policy];
    if (set.address < 1) problems.push(`${name}: address must be at least 1`);
    if (set.windowSeconds < 1 || set.lockSeconds < 1) problems.push(`${name}: window and lock must be at least 1 second`);
  }
  return limits;
}
