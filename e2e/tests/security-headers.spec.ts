import { expect, test } from '../pages/test';
import { FOREIGN_ORIGIN, SITE_ORIGIN } from '../pages/hand-over';
import { releaseDir } from '../playwright.config';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The headers of the composed site as a browser gets them (docs/security.md, "Threat: script
 * injection, framing, sniffing and referrer leaks"). Every route under the CSP: platform.spec.ts.
 */
const HARDENING = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A versioned file of the published mf-home remote, and its source map, found in the release. */
function homeRemoteFiles(): { entry: string; map: string | null } {
  const versions = path.join(releaseDir, 'remotes', 'mf-home');
  const version = fs.readdirSync(versions).find((name) => /^[0-9A-Za-z]/.test(name)) ?? '';
  const files = fs.readdirSync(path.join(versions, version));
  const map = files.find((name) => name.endsWith('.js.map'));
  return { entry: `/remotes/mf-home/${version}/remoteEntry.js`, map: map ? `/remotes/mf-home/${version}/${map}` : null };
}

test('pages, static files, manifests, /api and errors all carry the hardening headers; pages a strict CSP', async ({ request }) => {
  const { entry, map } = homeRemoteFiles();
  const manifest = entry.replace('remoteEntry.js', 'mf-manifest.json');
  const answers = await Promise.all([
    request.get('/'),
    request.get('/no/such/page'),
    request.get(entry),
    request.get(manifest),
    request.get('/manifests/live.json'),
    request.post('/api/arks/web/carousel_picture', { data: { site_id: 1, use_type: 0 }, headers: { lang: 'en_US' } }),
    request.get('/remotes/mf-home/0.0.0-none/remoteEntry.js'),
  ]);
  for (const answer of answers) expect({ url: answer.url(), ...answer.headers() }).toMatchObject(HARDENING);

  const [page, notFound] = answers;
  for (const html of [page!, notFound!]) {
    const csp = html.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html.headers()['x-frame-options']).toBe('DENY');
  }
  // Source maps are never public.
  if (map) expect((await request.get(map)).status()).toBe(404);
});

test('robots.txt and sitemap.xml answer crawlers on the composed release, GET and HEAD', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()).toMatchObject({ ...HARDENING, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /user', `Sitemap: ${baseURL}/sitemap.xml`]));

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()).toMatchObject({ ...HARDENING, 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' });
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  for (const path of ['/', '/discount', '/faq']) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).not.toContain('/user');

  for (const path of ['/robots.txt', '/sitemap.xml']) expect((await request.head(path)).status(), path).toBe(200);
});

test('another website cannot show the site in a frame', async ({ page }) => {
  await page.route(`${FOREIGN_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Frame</title><iframe name="site" src="${SITE_ORIGIN}/"></iframe>`,
    }),
  );
  await page.goto(`${FOREIGN_ORIGIN}/`);
  const framed = page.frame({ name: 'site' });
  expect(framed).not.toBeNull();
  // Chromium replaces a refused frame with its error page: the site's document never loads there.
  await expect.poll(() => page.frame({ name: 'site' })?.url()).toMatch(/^chrome-error:/);
});
