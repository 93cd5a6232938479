import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell-page';

/** An S001 height message, as the sport page posts it. */
const heightMessage = (height: number) => ({ type: 'S001', height });

/**
 * The sport hall's betting view (/gameHall/4, docs/games.md "Sport view"): the provider's page in
 * an iframe on the sandbox's origin, sized by its S001 messages; and the ways a page could forge
 * such a message from anywhere else.
 */
export class SportView extends ShellPage {
  readonly frame: Locator;
  /** The betting page inside the iframe. */
  readonly content: FrameLocator;
  readonly showMore: Locator;

  constructor(page: Page) {
    super(page);
    this.frame = page.getByTitle('Sports betting', { exact: true });
    this.content = this.frame.contentFrame();
    this.showMore = this.content.getByRole('button', { name: 'Show more matches' });
  }

  /** A game button of the betting page ("Play {game} ({provider})"): it posts U003 to the site. */
  gameButton(provider: string): Locator {
    const escaped = provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.content.getByRole('button', { name: new RegExp(`^Play .+ \\(${escaped}\\)$`) });
  }

  /** The game a game button names. */
  async gameOf(button: Locator): Promise<string> {
    const label = (await button.textContent()) ?? '';
    const name = /^Play (.+) \([^()]+\)$/.exec(label)?.[1];
    if (!name) throw new Error(`not a game button: "${label}"`);
    return name;
  }

  async open(): Promise<void> {
    await this.goto('/gameHall/4');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sports', exact: true })).toBeVisible();
    await expect(this.content.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
  }

  /** The iframe's height as the site set it (its style; empty until the first S001). */
  height(): Promise<string> {
    return this.frame.evaluate((el) => (el as HTMLIFrameElement).style.height);
  }

  /** The height the betting page's content has, what its S001 reports (CSS pixels, rounded up). */
  contentHeight(): Promise<number> {
    return this.content.getByRole('main').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  }

  /**
   * Keeps every message the page receives from now on (the `height` of each), in a listener added
   * after the view's own: when it has seen a message, the view has handled it.
   */
  async recordMessages(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { e2eSeen: unknown[] }).e2eSeen = seen;
      window.addEventListener('message', (event: MessageEvent<{ height?: unknown } | null>) => seen.push(event.data?.height));
    });
  }

  /** Heights of the messages received since recordMessages. */
  seenHeights(): Promise<unknown[]> {
    return this.page.evaluate(() => (window as unknown as { e2eSeen: unknown[] }).e2eSeen);
  }

  /** A forged S001 from the site's page itself (the site's origin, the page's own window). */
  async forgeFromPage(height: number): Promise<void> {
    await this.page.evaluate((message) => window.postMessage(message, '*'), heightMessage(height));
  }

  /**
   * A forged S001 from a frame the page holds at `url` (about:blank: the site's origin; a page of
   * the sandbox: the sport page's own origin, but another window than the sport iframe).
   */
  async forgeFromFrame(url: string, height: number): Promise<void> {
    const name = `e2e-forger-${height}`;
    await this.page.evaluate(
      ({ src, frameName }) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.name = frameName;
          frame.title = frameName;
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          document.body.append(frame);
        }),
      { src: url, frameName: name },
    );
    const forger = this.page.frame({ name });
    if (!forger) throw new Error(`no frame ${name}`);
    await forger.evaluate((message) => window.parent.postMessage(message, '*'), heightMessage(height));
  }

  /** A forged S001 from a window of another origin that the page opened (it posts to its opener). */
  async forgeFromWindow(url: string, height: number): Promise<void> {
    const [forger] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.page.evaluate((src) => void window.open(src, 'e2e-forger'), url),
    ]);
    await forger.waitForLoadState();
    expect(new URL(forger.url()).origin).not.toBe(new URL(this.page.url()).origin);
    await forger.evaluate((message) => {
      if (!window.opener) throw new Error('the forger lost its opener');
      (window.opener as Window).postMessage(message, '*');
    }, heightMessage(height));
    await forger.close();
  }
}
