import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { noticePage } from '../game-pages/html';
import { formatMoney, pageText } from '../game-pages/page-texts';
import { paymentPage } from '../game-pages/payment-page';
import { parseLang, pick, type Lang } from '../http/lang';
import { major } from '../money/minor-units';
import { orderByNumber, settleDeposit, type OrderRow } from '../money/orders';
import { parseJson, type I18nText } from '../http/json';
import { sendPage } from './game-pages';

type Fields = Record<string, string | undefined>;

const sameToken = (given: unknown, expected: string | null): boolean => {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const langOf = (value: string | undefined): Lang => (value ? parseLang(value) : 'en_US');

/**
 * The stand-in payment provider, on the sandbox's own origin (SANDBOX_PUBLIC_URL) as a real one is
 * another origin than the site: the page of a deposit paid at the provider (e-wallet, QR code,
 * USDT), the order's pay_url.
 * - GET /pay/<order_number>?token=&lang= — the order and a "Pay" button (a form, no script);
 * - POST /pay/<order_number> (form: token, lang) — pays it: the deposit is settled as the
 *   provider's callback would (routes/money-admin.ts), so the member's cash is credited and
 *   member_deposit.success and member.cash are published on the member's channel.
 * The token belongs to the order; a wrong token or an unknown order answers a 403 page.
 */
export function paymentPageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  // the page's form posts urlencoded fields (this plugin's scope only)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const amountText = (order: OrderRow, lang: Lang) => `${order.currency} ${formatMoney(major(order.amount_minor, order.currency), lang)}`;
  const notice = (reply: FastifyReply, status: number, lang: Lang, title: Parameters<typeof pageText>[0], text: string) =>
    sendPage(reply, status, noticePage(lang, pageText(title, lang), text), []);

  /** The deposit the link opens, when its token is right. */
  const orderOf = (request: FastifyRequest<{ Params: { order: string } }>, token: unknown): OrderRow | null => {
    const order = orderByNumber(db, request.params.order);
    return order && order.type === 1 && sameToken(token, order.pay_token) ? order : null;
  };

  app.get<{ Params: { order: string } }>('/pay/:order', (request, reply) => {
    const query = request.query as Fields;
    const lang = langOf(query.lang);
    const order = orderOf(request, query.token);
    if (!order) return notice(reply, 403, lang, 'payLinkInvalidTitle', pageText('payLinkInvalid', lang));
    if (order.status !== 'pending') return notice(reply, 409, lang, 'payClosedTitle', pageText('payClosed', lang));
    const html = paymentPage({
      lang,
      orderNumber: order.order_number,
      methodName: pick(parseJson<I18nText>(order.method_name_i18n, {}), lang),
      amountText: amountText(order, lang),
      action: `/pay/${encodeURIComponent(order.order_number)}`,
      token: order.pay_token ?? '',
    });
    return sendPage(reply, 200, html, [], "'self'");
  });

  app.post<{ Params: { order: string } }>('/pay/:order', (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const lang = langOf(fields.lang);
    const order = orderOf(request, fields.token);
    if (!order) return notice(reply, 403, lang, 'payLinkInvalidTitle', pageText('payLinkInvalid', lang));
    const settled = settleDeposit(ctx, order.order_number, 'success');
    if (!settled.ok) return notice(reply, 409, lang, 'payClosedTitle', pageText('payClosed', lang));
    return notice(reply, 200, lang, 'paidTitle', pageText('paid', lang, { amount: amountText(order, lang) }));
  });
}
