import { expect, test } from '../pages/test';
import { startShellServer, stopShellServer, type StartedShellServer } from '../pages/own-shell-server';
import { OLDER_MARKER, release } from '../pages/release';
import { sandbox } from '../pages/sandbox';

/**
 * The cache of the pages the server drew (docs/ssr.md, "Cache"), on a shell server of its own with
 * the cache on for a minute (the suite's servers run without it): a second visit comes from the
 * cache under a nonce of its own, and a rollback of mf-home is drawn at the next request all the
 * same, since the live versions are part of the key.
 */
const HOME_MESSAGE = 'Try demo games';
const OLDER = '0.0.8-cached';

let server: StartedShellServer | undefined;
let restore: (() => Promise<unknown>) | undefined;

// Publishing a copy compresses it (brotli 11): seconds on two cores.
test.slow();

test.afterEach(async () => {
  await restore?.().catch(() => undefined);
  restore = undefined;
  if (server) await stopShellServer(server.child);
  server = undefined;
});

/** The CSP nonce a page's header names. */
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';

test('a second visit is a cache hit under a fresh nonce, and a rollback of mf-home changes the HTML at the next request', async ({
  request,
}) => {
  await sandbox.reset();
  await release.publishOlder('mf-home', OLDER, HOME_MESSAGE);
  server = await startShellServer({ HTML_CACHE_MS: '60000' });
  const home = `http://127.0.0.1:${server.port}/`;

  const first = await request.get(home);
  const second = await request.get(home);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  expect(first.headers()['x-render-cache']).toBe('miss');
  expect(second.headers()['x-render-cache']).toBe('hit');
  const [one, two] = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])];
  expect(one).not.toBe('');
  expect(two).not.toBe('');
  expect(two).not.toBe(one);
  const [firstHtml, secondHtml] = [await first.text(), await second.text()];
  // The page the server drew, the same for both, each under the nonce its header names.
  expect(secondHtml).toContain(`${HOME_MESSAGE}<`);
  expect(secondHtml.replaceAll(two, '*')).toBe(firstHtml.replaceAll(one, '*'));
  expect(secondHtml).toContain(`<script nonce="${two}" id="casino-boot"`);
  expect(secondHtml).not.toContain(one);
  // Browsers and shared caches keep nothing.
  expect(second.headers()['cache-control']).toBe('no-cache');

  const before = await release.liveVersion('mf-home');
  restore = () => release.rollback('mf-home', before);
  await release.rollback('mf-home', OLDER);
  // The next request, well within the minute the page would be fresh: the older build, drawn.
  const rolledBack = await request.get(home);
  expect(rolledBack.headers()['x-render-cache']).toBe('miss');
  expect(await rolledBack.text()).toContain(`${HOME_MESSAGE} ${OLDER_MARKER}`);

  await release.rollback('mf-home', before);
  const back = await request.get(home);
  expect(back.headers()['x-render-cache']).toBe('miss');
  expect(await back.text()).not.toContain(OLDER_MARKER);
});
