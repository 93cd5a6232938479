import { SANDBOX_PORT } from '../playwright.config';

const base = `http://127.0.0.1:${SANDBOX_PORT}/__sandbox`;

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export interface Fault {
  path: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  code?: number;
  message?: string;
  times?: number;
}

export interface FaultState extends Fault {
  remaining: number | null;
  /** Calls the fault answered so far: the sandbox's own count of requests to that path. */
  hits: number;
}

/** Text per message language; en_US is required by the sandbox. */
export interface Localized {
  en_US: string;
  zh_CN?: string;
  vi_VN?: string;
}

export interface BannerEdit {
  id?: number;
  site_id?: number;
  use_type?: 0 | 1 | 2;
  title?: Localized;
  url?: string;
  link?: string;
  link_type?: 0 | 1 | 2;
  link_method?: number;
  game_link_parameter?: { currency: string; gt_id: number; gp_id: string; gp_gt_name?: string; customized?: number };
  sort?: number;
  enabled?: boolean;
}

export interface BulletinEdit {
  id?: number;
  site_id?: number;
  title?: Localized;
  content?: Localized;
  display_device?: 0 | 1 | 2;
  display_location?: number[];
  display_frequency?: 0 | 1;
  sort?: number;
  enabled?: boolean;
}

export interface AnnouncementEdit {
  id?: number;
  site_id?: number;
  content?: Localized;
  display_before_login?: 0 | 1;
  display_after_login?: 0 | 1;
  sort?: number;
  enabled?: boolean;
}

interface RealtimeState {
  ok: boolean;
  channels: { name: string; subscription_count: number }[];
}

/** The sandbox's test controls: reset the data, inject faults, edit content, watch the real-time server. */
export const sandbox = {
  reset: () => call('POST', '/reset'),
  fault: (fault: Fault) => call('POST', '/faults', fault),
  clearFaults: () => call('DELETE', '/faults'),
  faults: async (): Promise<FaultState[]> => ((await call('GET', '/faults')) as { faults: FaultState[] }).faults,

  /** Creates or edits a banner; the sandbox publishes `carousel_picture.url` on `web_api.{currency}`. */
  banner: async (edit: BannerEdit) => ((await call('POST', '/content/banners', edit)) as { banner: { id: number; title: string } }).banner,
  /** Creates or edits a bulletin; its `updated_at` becomes now. */
  bulletin: async (edit: BulletinEdit) =>
    ((await call('POST', '/content/bulletins', edit)) as { bulletin: { id: number; title: string; updated_at: string } }).bulletin,
  announcement: (edit: AnnouncementEdit) => call('POST', '/content/announcements', edit),

  /** Turns off every seeded bulletin of both sites, so no pop-up stands over what a test drives. */
  async disableBulletins(): Promise<void> {
    for (let id = 1; ; id += 1) {
      try {
        await this.bulletin({ id, enabled: false });
      } catch (error) {
        if (String(error).includes('answered 404')) return;
        throw error;
      }
    }
  },

  /** Subscribers of a real-time channel right now (0 when nobody listens). */
  subscribers: async (channel: string): Promise<number> => {
    const state = (await call('GET', '/realtime')) as RealtimeState;
    return state.channels.find((c) => c.name === channel)?.subscription_count ?? 0;
  },

  /** The answer of the captcha last drawn of that type (1 login, 2 register); the page never shows it in text. */
  latestCaptcha: async (type: 1 | 2): Promise<{ token: string; answer: string }> =>
    (await call('GET', `/captchas/latest?type=${type}`)) as { token: string; answer: string },

  /** The last SMS code sent to a phone number or a member account (register, device verify, forgot password). */
  latestSms: async (to: string): Promise<{ code: string; purpose: string }> =>
    (await call('GET', `/sms/latest?to=${encodeURIComponent(to)}`)) as { code: string; purpose: string },

  /** The pending double-validation question of a member and its answer. */
  doubleValidation: async (account: string): Promise<{ question: string; answer: string }> =>
    (await call('GET', `/double-validation?account=${encodeURIComponent(account)}`)) as { question: string; answer: string },

  /** Makes logins (or registrations) from this address or account answer an IP code; `clearIpRules` ends it. */
  ipRule: (rule: { code: number; remote_addr?: string; account?: string }) => call('POST', '/ip-rules', rule),
  clearIpRules: () => call('DELETE', '/ip-rules'),

  /**
   * Leaves only the banners of site 1 with this English title enabled (in every use_type), so a
   * carousel shows one slide and does not move under the pointer.
   */
  async showOnlyBanner(title: string): Promise<void> {
    for (const useType of [0, 1, 2] as const) {
      const response = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/api/arks/web/carousel_picture`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', lang: 'en_US' },
        body: JSON.stringify({ site_id: 1, use_type: useType }),
      });
      const list = ((await response.json()) as { apiResponseData: { web_carousel_picture_list: { id: number; title: string }[] } })
        .apiResponseData.web_carousel_picture_list;
      if (!list.some((banner) => banner.title === title)) throw new Error(`no banner "${title}" in use_type ${useType}`);
      for (const banner of list) if (banner.title !== title) await this.banner({ id: banner.id, enabled: false });
    }
  },
};

/** `POST /__sandbox/games/maintenance`: a provider, or one of its games, in or out of maintenance (play1 then answers 203). */
export interface GameMaintenanceEdit {
  gp_id: string;
  game_code?: string;
  maintenance: boolean;
  /** ISO times; a missing end is open. */
  start_at?: string | null;
  end_at?: string | null;
  title?: Localized;
}

/** What the sandbox knows of a member's games (`GET /__sandbox/games/member`). */
export interface MemberGames {
  ok: boolean;
  member_id: number;
  cash: number;
  is_playing: number;
  playing_game: { id: number; gp_id: string; game_type: number; game_code: string } | null;
  transfer_disabled: boolean;
  last_played: number[];
  favorites: number[];
  rounds: unknown[];
}

/** The sandbox's game controls (docs/sandbox.md "Games", test endpoints). */
export const sandboxGames = {
  maintenance: (edit: GameMaintenanceEdit) => call('POST', '/games/maintenance', edit),
  /** Disables (957) or enables a member's transfers to games. */
  transfers: (memberAccount: string, disabled: boolean, siteId = 1) =>
    call('POST', '/games/transfers', { member_account: memberAccount, site_id: siteId, disabled }),
  member: async (account: string, siteId = 1): Promise<MemberGames> =>
    (await call('GET', `/games/member?account=${encodeURIComponent(account)}&site_id=${siteId}`)) as MemberGames,
};

/** The wallet, letter and red-envelope switches (docs/sandbox.md "Wallet, letters and red envelope"). */
export const sandboxWallet = {
  /** Cash a member holds at a provider (what the one-key transfer back moves); also ends the member's transfer-back cooldown. */
  providerCash: (account: string, gpId: string, cash: number, siteId = 1) =>
    call('POST', '/wallets/provider-cash', { member_account: account, site_id: siteId, gp_id: gpId, cash }),
  /** Sends a letter to a member; the sandbox publishes letter.sent on private-member.{id}. */
  sendLetter: async (account: string, title: string, content: string, siteId = 1) =>
    (await call('POST', '/letters', { member_account: account, site_id: siteId, title, content })) as { id: number },
  /** Puts a red envelope on offer for `seconds` from now; the sandbox publishes RedEnvelopeDisplay on private-member.{currency}. */
  redEnvelope: async (envelope: { currency: string; cash: number; seconds: number; title?: string; site_id?: number }) =>
    (await call('POST', '/red-envelopes', envelope)) as { id: number; title: string; end_at: string },
};

/** The account and recommend switches (docs/sandbox.md "Account and recommend"). */
export const sandboxAccount = {
  /** /bonus_setting/check's is_friend for a site and currency. */
  bonusSetting: (siteId: number, currency: string, isFriend: 0 | 1) =>
    call('POST', '/bonus-settings', { site_id: siteId, currency, is_friend: isFriend }),
  /** A member's agent application: 'pending' makes /member/apply_for_agent/check answer 104, 'none' removes it. */
  agentApplication: (account: string, status: 'pending' | 'approved' | 'refused' | 'none', siteId = 1) =>
    call('POST', '/members/agent-application', { account, site_id: siteId, status }),
};

/** The money switches (docs/sandbox.md "Money"): a payment provider's answer to an order, and a member's orders. */
export const sandboxMoney = {
  /** Settles a pending deposit: success credits the cash and publishes member_deposit.success and member.cash. */
  completeDeposit: (orderNumber: string, status: 'success' | 'failed' = 'success') =>
    call('POST', '/money/deposits/complete', { order_number: orderNumber, status }) as Promise<{ ok: true; cash: number }>,
  /** Settles a pending withdrawal: failure gives the cash back. */
  completeWithdrawal: (orderNumber: string, status: 'success' | 'failed' = 'success') =>
    call('POST', '/money/withdrawals/complete', { order_number: orderNumber, status }) as Promise<{ ok: true; cash: number }>,
  /** The site asks this member to bind a bank account before depositing (need_bank_account_deposit_verified). */
  bankAccountRequired: (account: string, required: boolean, siteId = 1) =>
    call('POST', '/money/bank-account-required', { member_account: account, site_id: siteId, required }),
  orders: async (account: string, siteId = 1) =>
    (await call('GET', `/money/orders?account=${encodeURIComponent(account)}&site_id=${siteId}`)) as {
      cash: number;
      orders: Array<{ order_number: string; type: 1 | 2; amount: number; status: string }>;
    },
};

/** The agent access reads (docs/sandbox.md "Agent access"); an application is reset with sandboxAccount.agentApplication(account, 'none'). */
export const sandboxAgentAccess = {
  /** The code of the agent that introduced a member (members.agent_id), or null. */
  agentOf: async (account: string, siteId = 1) =>
    ((await call('GET', `/members/agent?account=${encodeURIComponent(account)}&site_id=${siteId}`)) as { agent_code: string | null })
      .agent_code,
};
