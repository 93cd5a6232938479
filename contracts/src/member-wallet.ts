/**
 * The wallet, transfer record, letter and red-envelope calls of member-and-account.md §3, §7, §8
 * (issue 12). The client (mf-member, the shell header) and the sandbox both use these shapes.
 * The wallet itself (`POST /member/profile/my_cash`) is in ./member.ts.
 */

export const TRANSFER_BACK_PATH = '/member/profile/balance/all/back';
export const TRANSFER_RECORD_PATH = '/member/transfer_record';
export const CASH_SURPLUS_PATH = '/arks/web/cash_surplus/check';
export const LETTERS_PATH = '/arks/web/member/letter';
export const LETTER_READ_PATH = '/arks/web/member/letter/read';
export const LETTER_DESTROY_PATH = '/arks/web/member/letter/destroy';
export const RED_ENVELOPE_PROMOTION_PATH = '/arks/web/activity/red_envelope_promotion';
export const RED_ENVELOPE_CLAIM_PATH = '/arks/web/activity/red_envelope';

/** §9: one-key transfer back may run again 10 s after the last one. */
export const TRANSFER_BACK_COOLDOWN_MS = 10_000;
/**
 * §8: the transfer back's business codes, each with its own message (one_key_err_code_<code>):
 * 101 a game is being played, 102 transfers are disabled for the member, 103 asked again within
 * the cooldown, 104 nothing to transfer back, 105 a provider holding cash is under maintenance.
 */
export const TRANSFER_BACK_CODES = [101, 102, 103, 104, 105] as const;

/** §9: letters are read 50 a page, page 1 first, newest (highest id) first. */
export const LETTERS_PAGE_SIZE = 50;
/** §9: the red envelope's times are wall-clock times of this zone. */
export const RED_ENVELOPE_TIME_ZONE = 'America/Caracas';
/** §9: an envelope whose countdown reached zero is asked for again this long after. */
export const RED_ENVELOPE_REFETCH_MS = 3_000;
/** §8: the claim's code that shows the server's message and clears the envelope (ended or already claimed). */
export const RED_ENVELOPE_GONE_CODE = 102;

/** The cancel group of the member's periodic reads (shell-and-public.md §7): letters, red envelope, layout, my_cash. */
export const MEMBER_READS_GROUP = 'member-reads';

/** `POST /member/profile/balance/all/back` (no body): what came back to the main wallet. */
export interface TransferBackResponse {
  /** The main wallet after the transfer. */
  cash: number;
  /** The sum that came back from the providers. */
  amount: number;
  /** One entry per provider that held cash. */
  transfers: Array<{ gp_id: string; amount: number }>;
}

/** `POST /member/transfer_record` body: a date range of the member's own days (YYYY-MM-DD, both included). */
export interface TransferRecordRequest {
  start_date: string;
  end_date: string;
  page: number;
  count: number;
}

/** One transfer between the main wallet (`MAIN`) and a provider wallet. */
export interface TransferRecordData {
  id: number;
  order_number: string;
  /** `MAIN` or a provider's gp_id. */
  from: string;
  to: string;
  amount: number;
  /** 1 done, 2 failed. */
  status: number;
  /** ISO-8601 time. */
  created_at: string;
}

export interface TransferRecordResponse {
  list: TransferRecordData[];
  total_count: number;
}

/** `POST /arks/web/cash_surplus/check` → whether money left in games goes back to the main wallet by itself. */
export interface CashSurplusRequest {
  site_id: number;
  currency: string;
}

export interface CashSurplusResponse {
  active: number;
}

/** `POST /arks/web/member/letter` body (member-and-account.md §7). */
export interface LettersRequest {
  /** 1: letters not deleted. */
  active: number;
  count: number;
  language: string;
  page: number;
  site_id: number;
  sort_field: 'id';
  sort_order: 'desc' | 'asc';
}

export interface LetterData {
  id: number;
  title: string;
  content: string;
  is_read: number;
  /** ISO-8601 time. */
  created_at: string;
}

export interface LettersResponse {
  list: LetterData[];
  total_count: number;
  unread_count: number;
}

/** `POST /arks/web/member/letter/read` and `/destroy` body. */
export interface LetterIdRequest {
  id: number;
}

/** An envelope on offer: its end is a wall-clock time of America/Caracas, `YYYY-MM-DD HH:mm:ss`. */
export interface RedEnvelopeData {
  id: number;
  title: string;
  end_at: string;
}

/** `POST /arks/web/activity/red_envelope_promotion`: the envelope the member may open, or null. */
export interface RedEnvelopePromotionResponse {
  envelope: RedEnvelopeData | null;
}

/** `POST /arks/web/activity/red_envelope` {id}: the cash the member received. */
export interface RedEnvelopeClaimRequest {
  id: number;
}

export interface RedEnvelopeClaimResponse {
  cash: number;
}

/** The payload of `RedEnvelopeDisplay` on private-member.{currency}: the envelope now on offer. */
export type RedEnvelopeDisplayPayload = RedEnvelopeData;
