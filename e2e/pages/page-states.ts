import { expect, type Frame, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import axe, { type AxeResults, type ElementContext, type PartialResult, type Result, type RunOptions } from 'axe-core';

/**
 * The page-state matrix of issue 22 (docs/testing.md "Page states"): every route of the site, as a
 * visitor, a member and an agent, with each dialog open, checked by axe-core and compared with its
 * screenshot baseline. This module holds the states (data) and the one check each state gets.
 */

/** The rules axe runs: WCAG 2.0/2.1/2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What every scan runs: the tags above, as `AxeBuilder.withTags` would ask for them. */
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS } };

/**
 * axe-core in a frame, configured as @axe-core/playwright configures it (results from frames of
 * any origin may be combined, since they are combined outside the page). A frame that already runs
 * this version (the same document, scanned again with a dialog open) keeps its copy: evaluating
 * axe's 600 kB again in every frame at every state cost a second or two per state on CI.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate((version) => (window as { axe?: { version?: string } }).axe?.version === version, axe.version);
  if (present) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() => {
    (window as unknown as { axe: typeof axe }).axe.configure({
      allowedOrigins: ['<unsafe_all_origins>'],
      branding: { application: 'playwright' },
    });
  });
}

/**
 * `axe.runPartial` in a frame and, depth first, in the frames axe finds inside it, in the order
 * `axe.finishRun` expects them. A child frame that fails (gone, or not scriptable) counts as `null`,
 * as in @axe-core/playwright; the top frame's failure is the scan's failure.
 */
async function partialsOf(frame: Frame, context: unknown, top: boolean): Promise<(PartialResult | null)[]> {
  type WithAxe = { axe: typeof axe };
  try {
    await injectAxe(frame);
    // The context travels as JSON (what axe's frame contexts are made of).
    const frameContexts = (await frame.evaluate(
      (c) => JSON.parse(JSON.stringify((window as unknown as WithAxe).axe.utils.getFrameContexts(c as ElementContext))) as unknown,
      context,
    )) as { frameSelector: unknown; frameContext: unknown }[];
    const own = frame.evaluate((a) => (window as unknown as WithAxe).axe.runPartial(a.context as ElementContext, a.options as RunOptions), {
      context,
      options: AXE_OPTIONS as unknown,
    });
    own.catch(() => undefined);
    const children: (PartialResult | null)[][] = [];
    for (const { frameSelector, frameContext } of frameContexts) {
      const element = (
        await frame.evaluateHandle(
          (s) => (window as unknown as WithAxe).axe.utils.shadowSelect(s as Parameters<typeof axe.utils.shadowSelect>[0]),
          frameSelector,
        )
      ).asElement();
      const child = element ? await element.contentFrame() : null;
      children.push(child ? await partialsOf(child, frameContext, false) : [null]);
    }
    return [await own, ...children.flat()];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/** Impacts that fail a state; minor and moderate findings are attached to the report only. */
const BLOCKING = new Set(['critical', 'serious']);

/** Moderate rules that fail a state all the same: one top-level main landmark per page (the skip link's target). */
const BLOCKING_RULES = new Set(['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-one-main']);

/** A route of the site as the matrix visits it: where, what shows it is there, and who may see it. */
export interface RouteState {
  /** The state's name: the screenshot's file name and the label in a failure. */
  name: string;
  path: string;
  /** What a user sees once the page is there (its heading, usually). */
  ready: (page: Page) => Locator;
}

const heading = (level: number, name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level, name, exact: typeof name === 'string' });
const main = (page: Page) => page.getByRole('main').first();

/** The public routes (shell/src/app/route-table.ts), as a visitor and as a member sees them. */
export const publicRoutes: RouteState[] = [
  { name: 'app', path: '/app', ready: main },
  { name: 'discount', path: '/discount', ready: main },
  { name: 'discount-item', path: '/discount/1', ready: main },
  { name: 'faq', path: '/faq', ready: main },
  { name: 'faq-item', path: '/faq/1', ready: main },
  { name: 'sponsor', path: '/sponsor', ready: main },
  { name: 'hall-slots', path: '/gameHall/2', ready: heading(1, 'Slots') },
  { name: 'hall-live', path: '/gameHall/3', ready: heading(1, 'Live Casino') },
  { name: 'hall-sports', path: '/gameHall/4', ready: heading(1, 'Sports') },
  { name: 'hall-lottery', path: '/gameHall/5', ready: heading(1, 'Lottery') },
  { name: 'hall-fishing', path: '/gameHall/6', ready: heading(1, 'Card Games') },
  { name: 'hall-card', path: '/main/7', ready: heading(1, 'Virtual Sports') },
  { name: 'slotgame', path: '/slotgame?gt_id=2&gp_id=GPR8', ready: heading(1, 'Slot games') },
  { name: 'fast-payment', path: '/fastPayment', ready: main },
  { name: 'not-found', path: '/no-such-page', ready: main },
];

/** The member centre's pages (mf-member pages/user-center-sections.tsx) and their headings. */
export const memberSections: { section: string; title: string }[] = [
  { section: 'Info', title: 'Account information' },
  { section: 'Announcement', title: 'Announcements' },
  { section: 'RecommendProject', title: 'Recommend project' },
  { section: 'AwardRecord', title: 'Award record' },
  { section: 'MemberSearch', title: 'Member search' },
  { section: 'MyWallet', title: 'My wallet' },
  { section: 'Signin', title: 'Daily check-in' },
  { section: 'Letter', title: 'Personal messages' },
  { section: 'Transaction', title: 'Transfer records' },
  { section: 'Deposit', title: 'Deposit' },
  { section: 'Withdrawal', title: 'Withdrawal' },
  { section: 'DWRecord', title: 'Deposit and withdrawal records' },
  { section: 'BindAccount', title: 'Bind a bank account' },
];

/** The agent centre's pages (mf-proxy pages/agent-sections.tsx), by their ?page= value. */
export const agentPages = [
  'DownlineInfo',
  'Promotion',
  'OperationTable',
  'StratifiedTable',
  'Transfer',
  'PerformanceSettlement',
  'Plan',
  'Agreement',
] as const;

/** One node axe flagged, as the failure message and the report list it. */
export interface Finding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** axe's answer flattened to one line per node. */
export function findingsOf(violations: Result[]): Finding[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.map(String).join(' > '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** "rule (impact) at target: summary", one per line: what a failed state prints. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `  ${f.rule} (${f.impact}) at ${f.target}\n    ${f.summary}`).join('\n');
}

/**
 * Checks page states one after the other in one test: each gets a screenshot comparison and an axe
 * scan of the same rendering. Failures are soft (the test goes on to the next state and fails at
 * the end with every state's findings), so one run shows the whole matrix.
 */
export class PageStates {
  /** A blank page of the same context where `axe.finishRun` combines the frames' results, opened once per test. */
  private reportPage: Promise<Page> | undefined;

  /** Scripts and stylesheets the page asked for that have not arrived yet (lazy chunks). */
  private readonly pendingCode = new Set<Request>();

  constructor(
    readonly page: Page,
    readonly info: TestInfo,
  ) {
    const isCode = (request: Request) => ['script', 'stylesheet'].includes(request.resourceType());
    page.on('request', (request) => {
      if (isCode(request)) this.pendingCode.add(request);
    });
    const done = (request: Request) => this.pendingCode.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * One axe scan of the page with every frame in it, as @axe-core/playwright's `analyze()` does it
   * (`runPartial` in each frame, `finishRun` in a blank page, not in the page being judged), but
   * with one blank page for the whole test instead of a new one, with axe injected, per state.
   */
  async scan(): Promise<AxeResults> {
    const partials = await partialsOf(this.page.mainFrame(), { include: [], exclude: [] }, true);
    this.reportPage ??= this.page
      .context()
      .newPage()
      .then(async (blank) => {
        await injectAxe(blank.mainFrame());
        // Opening a page makes it the active tab; the page under test stays the one in front, as
        // it was when @axe-core/playwright closed its blank page after every scan.
        await this.page.bringToFront();
        return blank;
      });
    const blank = await this.reportPage;
    return blank.evaluate(
      ({ json, options }) =>
        (window as unknown as { axe: typeof axe }).axe.finishRun(JSON.parse(json) as PartialResult[], options as RunOptions),
      { json: JSON.stringify(partials), options: AXE_OPTIONS as unknown },
    );
  }

  /** What moves or changes between runs on any page: masked in every screenshot. */
  movingParts(): Locator[] {
    const page = this.page;
    return [
      // The banner carousel (autoplay): its frame, not the small banners under it.
      page.getByTestId('home-banners').locator('> [data-status]'),
      // The marquee (scrolls), the jackpot (grows), balances (real-time).
      page.getByRole('marquee'),
      page.getByLabel(/^Jackpot in /),
      page.getByRole('status', { name: 'Balance' }),
      page.getByTestId('wallet-main'),
      page.getByTestId('wallet-in-games'),
      // Pictures drawn anew at every visit, and the agent's QR code.
      page.getByRole('img', { name: 'Verification code image' }),
      page.getByRole('img', { name: /QR code/ }),
      // Times the server stamps (the page's own clock is fixed by the spec).
      page.locator('time'),
      // The same parts by their classes, whatever the language names them in (locale-screens.spec.ts).
      page.locator('.account-actions__balance, .home-jackpot__digits, .auth-captcha__image'),
    ];
  }

  /** Screenshot comparison, then axe, of the page as it is now. */
  async check(name: string, extraMasks: Locator[] = []): Promise<void> {
    const project = this.info.project.name;
    await this.look(name, extraMasks);

    const results = await this.scan();
    const findings = findingsOf(results.violations);
    await this.info.attach(`axe-${name}.json`, { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
    const blocking = findings.filter((f) => BLOCKING.has(f.impact) || BLOCKING_RULES.has(f.rule));
    expect
      .soft(
        blocking,
        `axe: ${blocking.length} serious, critical or landmark findings at ${name} (${project}) ${this.page.url()}\n${describeFindings(blocking)}\n`,
      )
      .toEqual([]);
  }

  /** Screenshot comparison only (the same page in another language, whose axe scan the matrix already has). */
  async look(name: string, extraMasks: Locator[] = []): Promise<void> {
    await this.codeArrived();
    await this.picturesShown();
    await expect.soft(this.page, `${name} (${this.info.project.name}) looks like its baseline`).toHaveScreenshot(`${name}.png`, {
      mask: [...this.movingParts(), ...extraMasks],
      animations: 'disabled',
      fullPage: false,
      scale: 'css',
    });
  }

  /**
   * The code the page asked for has arrived and drawn: a part of it loaded when first needed (the
   * sanitiser of API HTML, a UI kit's extras) leaves its place empty until then, while the page's
   * heading is already there. Then the DOM's content settles: nothing added or rewritten for 350 ms
   * (React may hold a revealed boundary back that long; at most 5 s, for a ticking countdown).
   */
  async codeArrived(): Promise<void> {
    await expect.poll(() => this.pendingCode.size, { message: 'the lazy scripts and stylesheets arrive' }).toBe(0);
    await this.page.evaluate(
      (quietMs) =>
        new Promise<void>((resolve) => {
          const finish = () => {
            observer.disconnect();
            clearTimeout(quiet);
            clearTimeout(cap);
            resolve();
          };
          const observer = new MutationObserver(() => {
            clearTimeout(quiet);
            quiet = setTimeout(finish, quietMs);
          });
          let quiet = setTimeout(finish, quietMs);
          const cap = setTimeout(finish, 5000);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
      350,
    );
  }

  /** Every picture in the viewport has arrived (a picture still loading would make the screenshot differ). */
  async picturesShown(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() =>
          Array.from(document.images).every((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
            return !inView || box.width === 0 || image.complete;
          }),
        ),
      )
      .toBe(true);
  }

  /** Goes to a route, waits until it shows, and checks it as `<name>-<role>`. */
  async visit(route: RouteState, role: string): Promise<void> {
    await this.page.goto(route.path);
    await expect(route.ready(this.page)).toBeVisible();
    await expect(this.page.locator('.remote-loading')).toHaveCount(0);
    await this.check(`${route.name}-${role}`);
  }

  /** A dialog by its accessible name. */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }
}
