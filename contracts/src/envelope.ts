/**
 * The response envelope every API call answers with. `Code` narrows the code for a server that
 * answers numeric codes only (the sandbox, the shell server's own calls).
 */
export interface Envelope<T = unknown, Code extends number | string = number | string> {
  status: boolean;
  code: Code;
  codeFull?: string;
  message: string;
  apiResponseData: T;
  text?: string;
}

/** Success codes are 100 and 1000; older long codes carry the result in their last three digits. */
export function isSuccessCode(code: unknown): boolean {
  const text = String(code ?? '').trim();
  if (text === '100' || text === '1000') return true;
  return /^\d{5,}$/.test(text) && text.endsWith('100');
}

/** Whether a parsed body has the envelope's shape. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    (typeof (body as { code: unknown }).code === 'number' || typeof (body as { code: unknown }).code === 'string')
  );
}
