/**
 * The CSP nonce the shell server gave this page (docs/security.md, headers): every inline script
 * and style of the page carries it. Browsers hide the attribute's value from the DOM once parsed,
 * but keep it in the `nonce` property, so it is read from the page's own script elements.
 * Undefined without a nonce (tests, a page served without the CSP).
 */
export function pageNonce(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const element = doc.querySelector<HTMLScriptElement | HTMLStyleElement>('script[nonce], style[nonce]');
  return element?.nonce || element?.getAttribute('nonce') || undefined;
}
