/**
 * http → https behind TLS (BEHIND_TLS=on, config.ts): the proxy in front terminates TLS and says
 * which scheme the browser used (X-Forwarded-Proto, believed through TRUST_PROXY). A request it
 * marks as http is answered with a 301 to the same host and path over https, before anything else
 * (the MDN HTTP Observatory's "Redirection"). HSTS is sent on https answers only (app.ts).
 *
 * Kept on http: /healthz (health checks of the load balancer and the orchestrator, which may ask
 * over plain http) and /.well-known/acme-challenge/ (an ACME http-01 check must be answered over
 * http). A request without X-Forwarded-Proto did not pass the TLS proxy (in-cluster, probes) and
 * is answered as it is; so is every request when BEHIND_TLS is off.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHostName } from './security-headers';

/** Paths that stay on http even behind TLS (docs/security.md, "http → https"). */
export function staysOnHttp(urlPath: string): boolean {
  return urlPath === '/healthz' || urlPath.startsWith('/.well-known/acme-challenge/');
}

/** The onRequest hook: a 301 to https for what the trusted proxy marks as http; nothing when `behindTls` is off. */
export function httpsRedirectHook(behindTls: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!behindTls || request.headers['x-forwarded-proto'] === undefined || request.protocol !== 'http') return;
    if (staysOnHttp(request.url.split('?')[0] ?? '/')) return;
    // Only a host name goes into Location: a forged Host must not make this an open redirect to a header's text.
    const host = request.hostname;
    if (!isHostName(host)) {
      await reply.code(400).header('Cache-Control', 'no-store').type('text/plain').send('Bad request host');
      return;
    }
    await reply.code(301).header('Location', `https://${host}${request.url}`).header('Cache-Control', 'no-store').send();
  };
}
