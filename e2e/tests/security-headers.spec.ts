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
