import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, ok } from './envelope';

/** The product's own events (shell-and-public.md §7 "Ad reporting") and Meta's standard ones. */
export const FB_EVENTS = [
  'e_first_pay',
  'e_pay',
  'Purchase',
  'PageView',
  'CompleteRegistration',
  'Lead',
  'ViewContent',
  'AddToCart',
  'InitiateCheckout',
  'AddPaymentInfo',
  'Search',
  'Contact',
  'Subscribe',
  'StartTrial',
] as const;

/** 90 days (shell-and-public.md §9). */
export const AD_COOKIE_MAX_AGE = 7_776_000;

export interface FbEventBody {
  event: (typeof FB_EVENTS)[number];
  value?: number;
  currency?: string;
  order_number?: string;
  event_id?: string;
  event_source_url?: string;
  fbp?: string;
  fbc?: string;
  fbclid?: string;
}

const FBCLID = '^[A-Za-z0-9_-]{1,500}$';
const bodySchema = {
  type: 'object',
  required: ['event'],
  properties: {
    event: { type: 'string', enum: FB_EVENTS },
    value: { type: 'number', minimum: 0 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    order_number: { type: 'string', minLength: 1, maxLength: 64 },
    event_id: { type: 'string', minLength: 1, maxLength: 100 },
    event_source_url: { type: 'string', maxLength: 2048 },
    fbp: { type: 'string', pattern: '^fb\\.[0-9]\\.[0-9]{10,13}\\.[0-9]{1,20}$' },
    fbc: { type: 'string', pattern: '^fb\\.[0-9]\\.[0-9]{10,13}\\.[A-Za-z0-9_-]{1,500}$' },
    fbclid: { type: 'string', pattern: FBCLID },
  },
  // Meta rejects a Purchase without value and currency; say so here rather than after forwarding.
  if: { properties: { event: { const: 'Purchase' } } },
  then: { required: ['value', 'currency'] },
} as const;

/** Cookies of the request; a malformed pair is skipped rather than failing the call. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** An ad cookie as shell-and-public.md §9 fixes it: 90 days, lax, secure, whole site. */
export function adCookie(name: '_fbp' | '_fbc', value: string): string {
  return `${name}=${value}; Max-Age=${AD_COOKIE_MAX_AGE}; Path=/; SameSite=Lax; Secure`;
}

interface Options {
  url: string | null;
  timeoutMs: number;
  now: () => number;
}

/** The Conversions API payload for one event (https://developers.facebook.com/docs/marketing-api/conversions-api). */
function conversionsPayload(body: FbEventBody, request: FastifyRequest, ids: { fbp?: string; fbc?: string }, now: number) {
  return {
    data: [
      {
        event_name: body.event,
        event_time: Math.floor(now / 1000),
        action_source: 'website',
        event_id: body.event_id,
        event_source_url: body.event_source_url ?? request.headers.referer,
        user_data: { client_ip_address: request.ip, client_user_agent: request.headers['user-agent'], fbp: ids.fbp, fbc: ids.fbc },
        custom_data:
          body.value === undefined && !body.order_number
            ? undefined
            : { value: body.value, currency: body.currency, order_id: body.order_number },
      },
    ],
  };
}

/**
 * POST /api/fb_tracking: ad events from the page, checked, completed with what only the server
 * knows (client IP, ad cookies) and forwarded to the conversions endpoint. Registered as its own
 * route so the /api proxy never sees it.
 */
export async function fbTrackingRoutes(app: FastifyInstance, options: Options): Promise<void> {
  // navigator.sendBeacon posts text/plain; accept JSON in it (only in this plugin's scope).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post<{ Body: FbEventBody; Querystring: { fbclid?: string } }>(
    '/api/fb_tracking',
    { schema: { body: bodySchema, querystring: { type: 'object', properties: { fbclid: { type: 'string', pattern: FBCLID } } } } },
    async (request, reply) => {
      const body = request.body;
      const now = options.now();
      const cookies = parseCookies(request.headers.cookie);
      const setCookies: string[] = [];

      let fbc = cookies._fbc;
      const fbclid = body.fbclid ?? request.query.fbclid;
      if (!fbc && fbclid) {
        fbc = `fb.1.${now}.${fbclid}`;
        setCookies.push(adCookie('_fbc', fbc));
      }
      let fbp = cookies._fbp;
      if (!fbp) {
        // Keep the browser pixel's id when the page sent one, so both sides report the same visitor.
        fbp = body.fbp ?? `fb.1.${now}.${randomInt(1_000_000_000, 10_000_000_000)}`;
        setCookies.push(adCookie('_fbp', fbp));
      }
      if (setCookies.length) reply.header('set-cookie', setCookies);
      reply.header('Cache-Control', 'no-store');

      const payload = conversionsPayload(body, request, { fbp, fbc: fbc ?? body.fbc }, now);
      if (!options.url) {
        request.log.info({ fbTracking: payload.data[0] }, 'fb_tracking event logged, not forwarded (FB_TRACKING_URL is not set)');
        return ok({ ok: true, forwarded: false });
      }

      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        request.log.warn({ err: error }, 'fb_tracking: conversions endpoint unreachable');
        return reply
          .code(502)
          .send(
            failure(
              502,
              timedOut
                ? `The conversions endpoint did not answer within ${options.timeoutMs} ms`
                : 'The conversions endpoint could not be reached',
            ),
          );
      }
      const answer = await response.text();
      if (!response.ok) {
        request.log.warn({ status: response.status, answer: answer.slice(0, 500) }, 'fb_tracking: conversions endpoint refused the event');
        return reply.code(502).send(failure(502, `The conversions endpoint answered HTTP ${response.status}`));
      }
      return ok({ ok: true, forwarded: true });
    },
  );
}
