/** The response envelope of every API call (shell-and-public.md §3). */
export interface Envelope<T = unknown> {
  status: boolean;
  code: number;
  codeFull?: string;
  message: string;
  apiResponseData: T;
  text?: string;
}

export const SUCCESS_CODE = 1000;

export function envelope<T>(status: boolean, code: number, message: string, apiResponseData: T): Envelope<T> {
  return { status, code, message, apiResponseData };
}

export interface FieldError {
  field: string;
  message: string;
}
