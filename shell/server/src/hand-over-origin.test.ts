import Fastify from 'fastify';
import { handOverNeedsConsent } from './hand-over-origin';

async function verdict(url: string, headers: Record<string, string> = {}): Promise<boolean> {
  const app = Fastify();
  app.get('/*', async (request) => ({ ask: handOverNeedsConsent(request) }));
  const response = await app.inject({ method: 'GET', url, headers: { host: 'casino.example', ...headers } });
  await app.close();
  return (response.json() as { ask: boolean }).ask;
}

const link = '/?tk=T1&member_account=amy&member_currency=USD&member_id=42';

describe('handOverNeedsConsent', () => {
  it.each([
    ['a link on another website', link, { 'sec-fetch-site': 'cross-site' }, true],
    ['an enc link on another website', '/?enc=abc', { 'sec-fetch-site': 'cross-site' }, true],
    ['a link opened from a mail program', link, { 'sec-fetch-site': 'none' }, true],
    ['a link of the site itself', link, { 'sec-fetch-site': 'same-origin' }, false],
    ['a link of a sister subdomain', link, { 'sec-fetch-site': 'same-site' }, false],
    ["the app's own hand-over", `${link}&appPage=deposit`, { 'sec-fetch-site': 'cross-site' }, false],
    ['an old browser coming from another site', link, { referer: 'https://evil.example/page' }, true],
    ['an old browser without a referrer', link, {}, true],
    ['an old browser coming from the site', link, { referer: 'https://casino.example/promo' }, false],
    ['a page without a hand-over', '/?promo=1', { 'sec-fetch-site': 'cross-site' }, false],
  ])('%s → ask %s', async (_name, url, headers, expected) => {
    expect(await verdict(url, headers as Record<string, string>)).toBe(expected);
  });
});
