/** What went wrong with a call, as the catalogue of shell-and-public.md §8 names it. */
export type RequestErrorKind = 'timeout' | 'network' | 'unhandled' | 'invalid' | 'business' | 'unauthorized' | 'cancelled';

/** i18n keys (namespace `common`) of the client-side error kinds. */
export const requestErrorMessageKeys: Record<RequestErrorKind, string> = {
  timeout: 'errors.requestTimeout',
  network: 'errors.networkError',
  unhandled: 'errors.unhandledError',
  invalid: 'errors.invalidError',
  business: 'errors.serverError',
  unauthorized: 'errors.unauthorized',
  cancelled: 'errors.cancelled',
};

interface RequestErrorInit {
  kind: RequestErrorKind;
  path: string;
  /** Envelope code or HTTP status. */
  code?: number | string;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The server's own message, shown as is when present. */
  serverMessage?: string;
  /** apiResponseData of a refused envelope (a login's 107 names where the code went) */
  data?: unknown;
  cause?: unknown;
}

/** The one error type the request client throws. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly path: string;
  readonly code: number | string | undefined;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly data: unknown;

  constructor(init: RequestErrorInit) {
    super(init.serverMessage ?? `${init.kind} error on ${init.path}${init.code !== undefined ? ` (${init.code})` : ''}`, {
      cause: init.cause,
    });
    this.name = 'RequestError';
    this.kind = init.kind;
    this.path = init.path;
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.data = init.data ?? null;
  }

  /** The i18n key of this kind of failure (`common` namespace). */
  get messageKey(): string {
    return requestErrorMessageKeys[this.kind];
  }
}

/** Narrows an unknown thrown value to a RequestError. */
export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}
