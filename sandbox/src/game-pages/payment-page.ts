import type { Lang } from '../http/lang';
import { h, htmlDocument } from './html';
import { pageText } from './page-texts';

export interface PaymentPageData {
  lang: Lang;
  orderNumber: string;
  methodName: string;
  /** the amount with its currency, formatted for the page's language */
  amountText: string;
  /** where the form posts (this page's own address, without the query) */
  action: string;
  token: string;
}

/** The stand-in payment provider's page: the order, and one button that pays it. No script: a plain form. */
export function paymentPage(data: PaymentPageData): string {
  const { lang } = data;
  const title = pageText('payTitle', lang);
  return htmlDocument({
    lang,
    title,
    bodyClass: 'pay-body',
    body: `<main class="pay">
<h1>${h(title)}</h1>
<p>${h(pageText('payIntro', lang))}</p>
<dl class="pay-facts">
<dt>${h(pageText('payOrder', lang))}</dt><dd>${h(data.orderNumber)}</dd>
<dt>${h(pageText('payMethod', lang))}</dt><dd>${h(data.methodName)}</dd>
<dt>${h(pageText('payAmount', lang))}</dt><dd>${h(data.amountText)}</dd>
</dl>
<form method="post" action="${h(data.action)}">
<input type="hidden" name="token" value="${h(data.token)}">
<input type="hidden" name="lang" value="${h(lang)}">
<button type="submit" class="pay-button">${h(pageText('payButton', lang, { amount: data.amountText }))}</button>
</form>
</main>`,
  });
}
