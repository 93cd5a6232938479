/**
 * The account calls of member-and-account.md §7 as mf-auth sends them and the sandbox answers
 * them. Where the spec says "not shown" the shape is ours (docs/auth.md says which). Register
 * bodies and rules are in `@casino/contracts/register-rules`.
 */

/** §9: SMS and forgot-password countdown. */
export const SMS_COUNTDOWN_SECONDS = 300;
/** §9: the session check after a double validation. */
export const SESSION_CHECK_DELAY_MS = 2000;
/** §9: double validation offers 3 questions unless the server says otherwise. */
export const DEFAULT_AVAILABLE_QUESTIONS = 3;
/** §9: captcha types. */
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const;

/** GET /get_login_header (the product's own server): headers for POST /login and the values the body repeats. */
export interface LoginHeaderAnswer {
  headers: { remote_addr: string; host: string; 'x-login-timestamp': string; 'x-login-signature': string };
  expires_at: number;
}
/** The two headers the browser may send (remote_addr and host travel in the body). */
export const LOGIN_SIGNATURE_HEADERS = ['x-login-timestamp', 'x-login-signature'] as const;

/** §9 device types and the `device` code of POST /login: desktop 0, mobile 1, app 2 (sent as 1), pwa 1. */
export type DeviceType = 'desktop' | 'mobile' | 'app' | 'pwa';
/** login_type of POST /login: how the member reached the site (ours: the spec names the field only). */
export const LOGIN_TYPE = { web: 1, pwa: 2, app: 3 } as const;

/** POST /login body (§7). */
export interface LoginRequest {
  account: string;
  password: string;
  site_id: number;
  answer: string;
  captcha_token: string;
  device: number;
  login_type: number;
  system: string;
  system_version: string;
  browser: string;
  host: string;
  remote_addr: string;
  /** the host the page's static files came from */
  cdn: string;
  udid?: string;
}

/** What a login (or register, device verify, double validation) answers when the member is in. */
export interface LoginSessionAnswer {
  member_id: number | string;
  member_account: string;
  member_currency: string;
  member_type?: number;
  token: string;
}

/** A login that needs the double validation first: no token yet (§3 "Double validation"). */
export interface DoubleValidationChallenge {
  member_login_id: string;
  question: string;
  available_questions_count: number;
}

/** POST /login answers one or the other. */
export type LoginAnswer = LoginSessionAnswer | { double_validation: DoubleValidationChallenge };

export function isDoubleValidation(answer: LoginAnswer): answer is { double_validation: DoubleValidationChallenge } {
  return typeof answer === 'object' && answer !== null && 'double_validation' in answer && Boolean(answer.double_validation);
}

/** apiResponseData of login code 107 (different device): where the code was sent. */
export interface DeviceVerifyChallenge {
  member_login_id: string;
  /** e.g. "138****5678" or "j***@example.com" */
  masked_contact: string;
  method: 'phone' | 'email';
}

/** Login codes of §8. */
export const LOGIN_CODES = {
  accountError: 101,
  disabled: 102,
  frozen: 103,
  verifyFailed: 105,
  ipError: 106,
  deviceVerify: 107,
  transferValidation: 802,
  ipCodes: [201, 202, 203],
} as const;

/** POST /login/device_verify: the code sent on a 107 → a session. */
export interface DeviceVerifyRequest {
  member_login_id: string;
  verify_code: string;
  site_id: number;
}
/** POST /login/device_verify/sms: sends the code again (300 s apart). */
export interface DeviceVerifySmsRequest {
  member_login_id: string;
  site_id: number;
}

/** POST /login/double_validation (§7). Answers a LoginSessionAnswer. */
export interface DoubleValidationRequest {
  member_login_id: string;
  answer: string;
  captcha_answer: string;
  captcha_token: string;
  remote_addr: string;
  host: string;
}
/** POST /login/double_validation/skip → another question. */
export interface DoubleValidationSkipRequest {
  member_login_id: string;
}
export type DoubleValidationSkipAnswer = Omit<DoubleValidationChallenge, 'member_login_id'>;

/** §8 double validation codes and what the modal shows. */
export const DOUBLE_VALIDATION_CODES = {
  serverMessage: [101, 102, 202],
  ipError: [106],
  verifyFailed: [103, 104, 105, 205, 206],
  failed: [998],
} as const;

/** POST /arks/web/vx/verify (§7): step 1 of the member transfer validation. */
export interface TransferVerifyRequest {
  account: string;
  withdraw_password: string;
  member_email?: string;
  member_phone?: string;
  site_id: number;
}
export interface TransferVerifyAnswer {
  token: string;
}
/** POST /arks/web/vx/reset (§7): step 2, the new password. */
export interface TransferResetRequest {
  account: string;
  password: string;
  token: string;
  site_id: number;
}
/** §8: these codes ask the member to verify again (step 1). */
export const TRANSFER_REVERIFY_CODES = { verify: [101, 102, 201, 202, 203, 204], reset: [101, 102, 201, 202, 203] } as const;

/** POST /member/profile/edit_password (body ours: §7 does not show it). */
export interface EditPasswordRequest {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /forgot_password/sms and /forgot_password/reset (ours: the spec names the countdown only). */
export interface ForgotPasswordSmsRequest {
  account: string;
  member_phone: string;
  site_id: number;
}
export interface ForgotPasswordResetRequest extends ForgotPasswordSmsRequest {
  verify_code: string;
  password: string;
}

/** POST /register/sms (§7). */
export interface RegisterSmsRequest {
  member_phone: string;
  currency: string;
  type: 'register_member';
  site_id: number;
}
/** §8 SMS codes. */
export const SMS_CODES = [99, 102, 103, 104, 201] as const;

/** POST /register/verification: one unique field checked on blur (body ours). */
export interface RegisterVerificationRequest {
  site_id: number;
  member_currency: string;
  /** snake_case field: member_account, member_name, member_phone, member_email, identity_id */
  field: 'member_account' | 'member_name' | 'member_phone' | 'member_email' | 'identity_id';
  value: string;
}

/** POST /register/valid_message (§7). */
export interface ValidMessageRequest {
  site_id: number;
  agent_id?: string;
  recommend_code?: string;
}
export interface ValidMessageAnswer {
  is_valid: boolean | number;
  /** the introducer's currency: the new member registers in it */
  currency?: string;
}

/** POST /arks/web/check-agent-domain (§7). */
export interface AgentDomainAnswer {
  is_valid: boolean | number;
  currency: string;
  agent_id: string | number;
}

/** POST /arks/web/register-settings/service-agreement (shape ours): the agreement as HTML. */
export interface ServiceAgreementAnswer {
  title: string;
  content: string;
}

/** The session values of a login answer (what `rootStore.logIn` takes). */
export function sessionFromAnswer(answer: LoginSessionAnswer): {
  token: string;
  memberId: string;
  memberAccount: string;
  currency: string;
  memberType?: number;
} {
  return {
    token: answer.token,
    memberId: String(answer.member_id),
    memberAccount: answer.member_account,
    currency: answer.member_currency,
    ...(answer.member_type !== undefined && answer.member_type !== null ? { memberType: Number(answer.member_type) } : {}),
  };
}
