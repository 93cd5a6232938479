import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { requestLang } from './errors';
import { translate } from './messages';

/** What a test asks for: the named call (spec path without /api) fails this way. */
export interface FaultSpec {
  path: string;
  /** HTTP status of the failing answer */
  status?: number;
  delayMs?: number;
  /** send a body that is not JSON */
  malformed?: boolean;
  /** envelope code, with status false */
  code?: number;
  message?: string;
  /** how many calls it applies to; unlimited when absent */
  times?: number;
}

export interface Fault extends FaultSpec {
  /** calls left; null for unlimited */
  remaining: number | null;
  hits: number;
}

export const MALFORMED_BODY = '{"status":true,"code":1000,"apiResponseData":{"oops"';

/** '/api/arks/x/', 'arks/x?y=1' and '/arks/x' all name the call '/arks/x'. */
export function normalizeCallPath(path: string): string {
  let p = (path.split('?')[0] ?? '').trim();
  if (!p.startsWith('/')) p = `/${p}`;
  if (p === '/api' || p.startsWith('/api/')) p = p.slice(4) || '/';
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}

/** The faults in force, one per call path; a new fault for a path replaces the old one. */
export class FaultRegistry {
  private readonly faults = new Map<string, Fault>();

  set(spec: FaultSpec): Fault {
    const path = normalizeCallPath(spec.path);
    const fault: Fault = { ...spec, path, remaining: spec.times ?? null, hits: 0 };
    this.faults.set(path, fault);
    return fault;
  }

  clear(path?: string): number {
    if (path === undefined) {
      const count = this.faults.size;
      this.faults.clear();
      return count;
    }
    return this.faults.delete(normalizeCallPath(path)) ? 1 : 0;
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  /** The fault for this call, counting the use; a fault whose times are used up disappears. */
  take(path: string): Fault | undefined {
    const key = normalizeCallPath(path);
    const fault = this.faults.get(key);
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults.delete(key);
    }
    return fault;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** onRequest hook of the /api scope: applies the fault of the called path, if any. */
export function faultHook(registry: FaultRegistry) {
  return async function applyFault(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method === 'OPTIONS') return undefined;
    const fault = registry.take(request.url);
    if (!fault) return undefined;
    if (fault.delayMs) await sleep(fault.delayMs);
    const fails = fault.malformed === true || fault.code !== undefined || fault.status !== undefined;
    if (!fails) return undefined;
    reply.header('x-sandbox-fault', fault.path);
    if (fault.malformed) {
      return reply
        .code(fault.status ?? 200)
        .type('application/json; charset=utf-8')
        .send(MALFORMED_BODY);
    }
    const httpStatus = fault.status ?? 200;
    const code = fault.code ?? httpStatus;
    const message = fault.message ?? translate('injectedFault', requestLang(request));
    return reply
      .code(httpStatus)
      .type('application/json; charset=utf-8')
      .send(envelope(false, code, message, null));
  };
}
