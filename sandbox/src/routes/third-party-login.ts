import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSession } from '../auth/sessions';
import type { SandboxContext } from '../context';
import { isSiteOrigin } from '../http/site-origins';

/** The only page of the site a sign-in may return to (shell-and-public.md §2). */
const CALLBACK_PATH = '/authCallback';
const MEMBERS_SHOWN = 8;

interface AuthorizeQuery {
  state?: string;
  redirect_uri?: string;
  site_id?: string;
  account?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * "Sandbox ID", a stand-in for a third-party sign-in provider (Google, LINE…): the site opens
 * GET /oauth/sandbox-id/authorize?state&redirect_uri in a popup; the page offers the site's active
 * members; choosing one returns to redirect_uri with the state and a new session (tk, member_id,
 * member_account, member_currency), Cancel returns resCode=access_denied. Like a real provider it
 * only returns to registered addresses: a site origin (SANDBOX_SITE_ORIGINS) and /authCallback.
 */
export function thirdPartyLoginRoutes(app: FastifyInstance, ctx: SandboxContext, siteOrigins: readonly string[]): void {
  const { db } = ctx;

  /** The callback address, or null when it is not one this provider may return to. */
  const callbackOf = (raw: string | undefined): URL | null => {
    if (!raw) return null;
    try {
      const url = new URL(raw);
      return url.pathname === CALLBACK_PATH && isSiteOrigin(url.origin, siteOrigins) && !url.username && !url.password ? url : null;
    } catch {
      return null;
    }
  };
  const refuse = (reply: FastifyReply, why: string) => reply.code(400).type('text/plain; charset=utf-8').send(why);
  const back = (reply: FastifyReply, callback: URL, state: string, values: Record<string, string>) => {
    const target = new URL(callback.href);
    target.search = new URLSearchParams({ state, ...values }).toString();
    return reply.redirect(target.href, 302);
  };

  app.get<{ Querystring: AuthorizeQuery }>('/sandbox-id/authorize', async (request, reply) => {
    const { state = '', redirect_uri: redirect, site_id: site = '1' } = request.query;
    const callback = callbackOf(redirect);
    if (!callback) return refuse(reply, 'redirect_uri must be /authCallback on a site origin (SANDBOX_SITE_ORIGINS)');
    if (!state) return refuse(reply, 'state is required');
    const members = db
      .prepare('SELECT account, currency FROM members WHERE site_id = ? AND status = 1 ORDER BY id LIMIT ?')
      .all(Number(site) || 1, MEMBERS_SHOWN) as Array<{ account: string; currency: string }>;
    const link = (values: Record<string, string>) =>
      escapeHtml(`/oauth/sandbox-id/approve?${new URLSearchParams({ state, redirect_uri: callback.href, site_id: site, ...values })}`);
    const items = members
      .map((m) => `<li><a href="${link({ account: m.account })}">${escapeHtml(m.account)} (${escapeHtml(m.currency)})</a></li>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox ID</title>` +
          `<style>body{font:16px sans-serif;margin:2rem}li{margin:.5rem 0}</style></head><body>` +
          `<h1>Sandbox ID</h1><p>Sign in to the casino as:</p><ul>${items}</ul>` +
          `<p><a href="${link({ account: '', cancel: '1' })}">Cancel</a></p></body></html>`,
      );
  });

  app.get<{ Querystring: AuthorizeQuery & { cancel?: string } }>('/sandbox-id/approve', async (request, reply) => {
    const { state = '', redirect_uri: redirect, site_id: site = '1', account = '', cancel } = request.query;
    const callback = callbackOf(redirect);
    if (!callback) return refuse(reply, 'redirect_uri must be /authCallback on a site origin (SANDBOX_SITE_ORIGINS)');
    if (!state) return refuse(reply, 'state is required');
    if (cancel) return back(reply, callback, state, { resCode: 'access_denied' });
    const member = db
      .prepare('SELECT id, account, currency FROM members WHERE site_id = ? AND account = ? AND status = 1')
      .get(Number(site) || 1, account) as { id: number; account: string; currency: string } | undefined;
    if (!member) return back(reply, callback, state, { resCode: 'not_linked' });
    const token = createSession(db, member.id, ctx.now());
    return back(reply, callback, state, {
      tk: token,
      member_id: String(member.id),
      member_account: member.account,
      member_currency: member.currency,
    });
  });
}
