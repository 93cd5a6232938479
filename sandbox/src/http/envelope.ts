import type { Envelope as WireEnvelope } from '@casino/contracts';

/** The response envelope of every API call (shell-and-public.md §3), with the sandbox's numeric codes. */
export type Envelope<T = unknown> = WireEnvelope<T, number>;

export const SUCCESS_CODE = 1000;

export function envelope<T>(status: boolean, code: number, message: string, apiResponseData: T): Envelope<T> {
  return { status, code, message, apiResponseData };
}

export interface FieldError {
  field: string;
  message: string;
}
