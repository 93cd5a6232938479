/**
 * Every cookie line the page writes while `action` runs, as written (jsdom keeps the cookie but
 * no longer shows its expiry once set), with the action's result.
 */
export async function recordCookieWrites<T>(action: () => Promise<T>): Promise<{ result: T; written: string[] }> {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie?.get?.call(document),
    set: (value: string) => {
      written.push(value);
      cookie?.set?.call(document, value);
    },
  });
  try {
    return { result: await action(), written };
  } finally {
    delete (document as unknown as Record<string, unknown>).cookie;
  }
}
