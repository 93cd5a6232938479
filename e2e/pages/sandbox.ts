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

/** The sandbox's test controls: reset the data, inject faults. */
export const sandbox = {
  reset: () => call('POST', '/reset'),
  fault: (fault: Fault) => call('POST', '/faults', fault),
  clearFaults: () => call('DELETE', '/faults'),
};
