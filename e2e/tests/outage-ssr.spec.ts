import { SSR_TIMEOUT_MS } from '../playwright.config';
import { askServer, expectDrawn, leftToBrowser, OutagePage, SERVER_OUTAGE_MODES, ServerOutage, type ServerAnswer } from '../pages/outage';
import { sandbox } from '../pages/sandbox';
import { appLive, PAGE_SKELETON } from '../pages/server-render';
import { loginThroughApi, startAsMember } from '../pages/session';
import { expect, test } from '../pages/test';

/**
 * The outage matrix's server-rendering column (docs/ssr.md "Failure paths", issue 24 item 7): each
 * of the five remotes with its server build 404 (the `server/` folder absent), hanging (a container
 * whose load never settles) or throwing when it runs, while its browser files are intact. The page
 * still arrives (200) within the render's budget, with everything the server could draw in its HTML;
 * the failed remote's area is drawn by the browser and works; with the files back, the next request
 * draws it on the server again, without a restart. Desktop only, like the browser column
 * (outage.spec.ts): the server's failure paths are the same for both layouts.
 *
 * Where each remote meets the server:
 * - mf_home: its pages are public (`/`);
 * - mf_games: the halls are public (`/gameHall/2`); its launcher is a host (below);
 * - mf_member: `/fastPayment` is a public page; the member host and the centre are not;
 * - mf_auth: never rendered on the server. It exposes only the login/register host, which the shell
 *   mounts in the browser at a first command or when idle (CommandHosts, in an effect); the header's
 *   Log in and Sign up buttons are the shell's own. So on `/`, where it is met, the server draws the
 *   whole page without running its container, and the login modal works from its browser files;
 * - mf_proxy: never rendered on the server. Its one page, `/proxy`, is member-only (the `auth`
 *   middleware): the server draws the shell and a skeleton there without loading the page's
 *   module, and no public page uses it.
 * For the last two the test asserts what "never" means: their broken container did not run, and the
 * page is drawn whole, in less than the budget a hang would cost.
 */

interface SsrOutageCase {
  remote: string;
  folder: string;
  /** A page where the remote is met. */
  path: string;
  /** Whether the server renders the remote on that page (else: never, see above). */
  serverRendered: boolean;
  member?: boolean;
  /** The page has the shell's header (not /fastPayment, a page without the site's chrome). */
  chrome?: false;
  /** The remote's own content, seen in the browser. */
  works: (site: OutagePage) => Promise<void>;
}

const heading = (name: string) => async (site: OutagePage) => {
  await expect(site.heading(name)).toBeVisible();
};

const cases: SsrOutageCase[] = [
  { remote: 'mf_home', folder: 'mf-home', path: '/', serverRendered: true, works: async (site) => expect(site.banners).toBeVisible() },
  { remote: 'mf_games', folder: 'mf-games', path: '/gameHall/2', serverRendered: true, works: heading('Slots') },
  { remote: 'mf_member', folder: 'mf-member', path: '/fastPayment', serverRendered: true, chrome: false, works: heading('Fast payment') },
  {
    remote: 'mf_auth',
    folder: 'mf-auth',
    path: '/',
    serverRendered: false,
    works: async (site) => {
      await site.closePopup();
      await site.expectLoginModalWorks();
    },
  },
  {
    remote: 'mf_proxy',
    folder: 'mf-proxy',
    path: '/proxy',
    serverRendered: false,
    member: true,
    works: heading('Agent centre'),
  },
];

/** The remote's module drawn by the server: no loading state left for it, and the page's heading there. */
function expectModuleDrawn(answer: ServerAnswer, remote: string, what: string): void {
  expectDrawn(answer, what);
  expect(leftToBrowser(answer.root, remote), what).toBe(false);
  expect(answer.root, what).toMatch(/<h1[\s>]/);
}

/** A member-only page as the server draws it: the shell's chrome and a skeleton where the module goes. */
function expectSkeleton(answer: ServerAnswer, what: string): void {
  expectDrawn(answer, what);
  expect(answer.root, what).toContain(PAGE_SKELETON);
  expect(answer.root, what).not.toMatch(/<h1[\s>]/);
}

test.beforeEach(async () => {
  await sandbox.reset();
});

for (const outageCase of cases) {
  for (const mode of SERVER_OUTAGE_MODES) {
    test(`${outageCase.remote} server build ${mode}: the page arrives drawn around it, the browser draws its area, and the server again once it is back`, async ({
      page,
      request,
    }) => {
      // A hang costs the render's budget at each request that meets it (two here).
      if (mode === 'hang' && outageCase.serverRendered) test.slow();
      const outage = new ServerOutage(outageCase.folder, outageCase.remote, mode);
      try {
        await outage.start();
        const what = `${outageCase.path} with ${outageCase.remote}'s server build ${mode}`;

        // Without a browser: 200, in time, with what the server could draw.
        const broken = await askServer(request, outageCase.path);
        expect(broken.status, what).toBe(200);
        if (outageCase.serverRendered) {
          // The module's load is given the budget, then the page is drawn without it.
          expect(broken.ms, what).toBeLessThan((mode === 'hang' ? 2 : 1) * SSR_TIMEOUT_MS);
          expectDrawn(broken, what);
          expect(leftToBrowser(broken.root, outageCase.remote), what).toBe(true);
          expect(broken.root, what).not.toMatch(/<h1[\s>]/);
          // The broken files were really met (a 404 has nothing to run).
          expect(outage.ranOnServer(), what).toBe(mode !== '404');
        } else {
          expect(broken.ms, what).toBeLessThan(SSR_TIMEOUT_MS);
          // A member-only page is drawn as the shell and a skeleton; its module is the browser's.
          if (outageCase.member) expectSkeleton(broken, what);
          // A public page is drawn whole (home's module included) without running the remote's container.
          const home = outageCase.path === '/' ? broken : await askServer(request, '/');
          expect(home.ms, what).toBeLessThan(SSR_TIMEOUT_MS);
          expectModuleDrawn(home, 'mf_home', `/ with ${outageCase.remote}'s server build ${mode}`);
          expect(outage.ranOnServer(), `${what}: the server never runs ${outageCase.remote}`).toBe(false);
        }

        // In a browser: the remote's area is drawn there and works; the rest of the page too.
        if (outageCase.member) await startAsMember(page, await loginThroughApi());
        const site = new OutagePage(page);
        await site.goto(outageCase.path);
        // The browser continues the server's page (the area it could not draw rendered afresh); a member's is the browser's alone.
        expect(await appLive(page), what).toBe(outageCase.member ? 'rendered' : 'hydrated');
        await outageCase.works(site);
        if (outageCase.chrome !== false) await site.expectChrome();
        if (!outageCase.serverRendered) expect(outage.ranOnServer(), what).toBe(false);

        // The files back: the next request draws the remote on the server again.
        outage.restore();
        const back = await askServer(request, outageCase.path);
        const whatBack = `${outageCase.path} once ${outageCase.remote}'s server build is back`;
        expect(back.ms, whatBack).toBeLessThan(SSR_TIMEOUT_MS);
        if (outageCase.member) expectSkeleton(back, whatBack);
        else expectModuleDrawn(back, outageCase.serverRendered ? outageCase.remote : 'mf_home', whatBack);
      } finally {
        await outage.end();
      }
    });
  }
}
