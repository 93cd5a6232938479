import { isRequestError, type RequestError } from '@casino/mf-shared';
import { asLockData, SMS_CODES } from '@casino/contracts';
import {
  REGISTER_CODE_FIELDS,
  REGISTER_FIELDS,
  REGISTER_RULE_CODE,
  REGISTER_SERVER_MESSAGE_CODES,
  REQUEST_FIELD_OF,
  type RegisterField,
} from '@casino/contracts/register-rules';
import type { FormMessage } from '@casino/mf-shared/forms';

/**
 * What a field or the form shows: a message key of the auth namespace (with the server's text for
 * a key this page does not know), or a text as the server wrote it.
 */

/** Where a message goes: a form field, or above the submit button. */
export type MessageTarget = RegisterField | 'form';

export interface PlacedMessage {
  target: MessageTarget;
  message: FormMessage;
}

/** A register code's translation key (§8). */
export const registerCodeKey = (code: string) => `register.codes.${code}`;
/** Codes outside §8 show one generic message. */
export const GENERIC_REGISTER_KEY = 'register.codes.other';

/** Request fields (snake_case) back to the form field they came from; the first form field wins (member_birthday → birthYear). */
const FORM_FIELD_OF: Record<string, RegisterField> = {
  member_agent: 'introducer',
  recommend_code: 'introducer',
  captcha_token: 'captcha',
};
for (const field of REGISTER_FIELDS) FORM_FIELD_OF[REQUEST_FIELD_OF[field]] ??= field;

export function formFieldOf(requestField: string): RegisterField | undefined {
  return FORM_FIELD_OF[requestField];
}

interface RuleFailure {
  field?: unknown;
  key?: unknown;
  message?: unknown;
}

/** The fields a REGISTER_RULE_CODE answer names (`apiResponseData.errors`), each with its rule's key. */
function ruleFailures(data: unknown): PlacedMessage[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return (errors as RuleFailure[]).flatMap((failure) => {
    const key = typeof failure.key === 'string' ? failure.key : '';
    const text = typeof failure.message === 'string' ? failure.message : '';
    if (!key && !text) return [];
    const target = typeof failure.field === 'string' ? (formFieldOf(failure.field) ?? 'form') : 'form';
    const message: FormMessage = key ? { key, ...(text ? { fallback: text } : {}) } : { text };
    return [{ target, message }];
  });
}

/**
 * Where a refusal of POST /register or /register/verification is shown and with which message:
 * the §8 codes on their field, a rule failure (422) on each field it names, transport failures and
 * other codes above the button.
 */
export function placeRegisterRefusal(error: unknown, describeTransport: (error: RequestError) => string): PlacedMessage[] {
  if (!isRequestError(error)) return [{ target: 'form', message: { key: GENERIC_REGISTER_KEY } }];
  if (error.kind !== 'business' || error.code === undefined) return [{ target: 'form', message: { text: describeTransport(error) } }];
  const code = String(error.code);
  if (code === String(REGISTER_RULE_CODE)) {
    const placed = ruleFailures(error.data);
    if (placed.length > 0) return placed;
    return [{ target: 'form', message: error.serverMessage ? { text: error.serverMessage } : { key: GENERIC_REGISTER_KEY } }];
  }
  const target = REGISTER_CODE_FIELDS[code];
  // a code killed by wrong tries (113 with a lock): say so, and that a new one is needed
  if (target && asLockData(error.data)) return [{ target, message: { text: describeTransport(error) } }];
  if (target) {
    const ownText = REGISTER_SERVER_MESSAGE_CODES.includes(code) && error.serverMessage;
    return [{ target, message: ownText ? { text: ownText } : { key: registerCodeKey(code) } }];
  }
  // An HTTP fault (5xx, a gateway's 4xx) is not a register code: say what went wrong, as for transport.
  if (error.status !== undefined && error.status >= 400) return [{ target: 'form', message: { text: describeTransport(error) } }];
  return [{ target: 'form', message: { key: GENERIC_REGISTER_KEY } }];
}

/** An SMS code of §8 as the key names it: 99 → "099". */
export function smsCodeName(code: number | string): string {
  const digits = String(code).replace(/^0+(?=\d)/, '');
  return digits.padStart(3, '0');
}

/** The SMS codes of §8 with their own message. */
export const SMS_CODE_NAMES: readonly string[] = SMS_CODES.map((code) => smsCodeName(code));
export const smsCodeKey = (name: string) => `register.sms.codes.${name}`;

/** 099 (phone verify error) and 201 (phone blank) concern the number; the others the code beside it. */
const SMS_PHONE_CODES = ['099', '201'];

/** Where a refusal of POST /register/sms is shown. */
export function placeSmsRefusal(error: unknown, describeTransport: (error: RequestError) => string): PlacedMessage {
  if (!isRequestError(error)) return { target: 'phoneVerify', message: { key: 'register.sms.failed' } };
  if (error.kind !== 'business' || error.code === undefined) return { target: 'phoneVerify', message: { text: describeTransport(error) } };
  const name = smsCodeName(error.code);
  // past a send limit (102 with a lock): the time left, in the member's language
  if (asLockData(error.data)) return { target: 'phoneVerify', message: { text: describeTransport(error) } };
  if (SMS_CODE_NAMES.includes(name)) {
    return { target: SMS_PHONE_CODES.includes(name) ? 'memberPhone' : 'phoneVerify', message: { key: smsCodeKey(name) } };
  }
  return { target: 'phoneVerify', message: error.serverMessage ? { text: error.serverMessage } : { key: 'register.sms.failed' } };
}

/** Every key this module can hand the form (the locale test checks each exists). */
export function messageKeys(): string[] {
  return [
    ...Object.keys(REGISTER_CODE_FIELDS).map(registerCodeKey),
    GENERIC_REGISTER_KEY,
    ...SMS_CODE_NAMES.map(smsCodeKey),
    'register.sms.failed',
  ];
}
