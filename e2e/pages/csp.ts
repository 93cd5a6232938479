import type { Page } from '@playwright/test';

/** A Content-Security-Policy violation the page reported (securitypolicyviolation event or console). */
export interface CspViolation {
  url: string;
  directive: string;
  blocked: string;
  /** Where the browser says the violation came from (file:line), when it knows. */
  source?: string;
}

/**
 * Records every CSP violation of a page from its first script on: the browser's
 * securitypolicyviolation events, and its console errors about the policy (which also name
 * blocked inline styles and scripts before any listener could run).
 */
export class CspWatch {
  private readonly console: CspViolation[] = [];

  private constructor(private readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        this.console.push({ url: page.url(), directive: 'console', blocked: message.text().slice(0, 300) });
      }
    });
  }

  static async on(page: Page): Promise<CspWatch> {
    await page.addInitScript(() => {
      const store: unknown[] = [];
      (window as unknown as { __cspViolations?: unknown[] }).__cspViolations = store;
      document.addEventListener('securitypolicyviolation', (event) => {
        store.push({
          url: location.href,
          directive: event.effectiveDirective,
          blocked: event.blockedURI || event.sample || 'inline',
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : undefined,
        });
      });
    });
    return new CspWatch(page);
  }

  /** Everything reported so far on the current document and in the console since the start. */
  async violations(): Promise<CspViolation[]> {
    const reported = await this.page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []);
    return [...reported, ...this.console];
  }
}
