import { createTestRoot, recordCookieWrites } from '@casino/mf-shared/testing';
import { queryParams } from './builtin';

// ?currency= alone in the app (a link followed without a page load): the site currency for a day
// when it is a currency code, no introducer; the server's answer to the same is
// shell/server/src/server-middleware.test.ts.

const clearCookies = () => document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`));

async function run(path: string) {
  const { store } = await createTestRoot();
  return queryParams({ url: new URL(path, 'http://localhost'), params: {}, store, cookie: () => undefined });
}

/** Every cookie line written while `action` runs (jsdom does not show a cookie's expiry once set). */
const cookieWrites = async (action: () => Promise<unknown>): Promise<string[]> => (await recordCookieWrites(action)).written;

beforeEach(clearCookies);

describe('?currency= alone', () => {
  it('sets the site currency cookie for one day, and no introducer', async () => {
    const written = await cookieWrites(() => run('/faq?currency=USD'));
    const line = written.find((value) => value.startsWith('ccy=USD'));
    const days = (Date.parse(/expires=([^;]+)/.exec(line ?? '')?.[1] ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.99);
    expect(days).toBeLessThanOrEqual(1);
    expect(document.cookie).not.toMatch(/register_type|member_agent|recommend_code/);
  });

  it('is ignored when it is not a currency code', async () => {
    await run('/faq?currency=usd');
    await run('/faq?currency=DOLLARS');
    expect(document.cookie).not.toContain('ccy=');
  });
});
