import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from './page-settled';

/** The site-wide red envelope (mf-member's MemberHost): its countdown, Open, and the cash dialog. */
export class RedEnvelope {
  readonly box: Locator;
  readonly timer: Locator;
  readonly cashDialog: Locator;

  constructor(readonly page: Page) {
    this.box = page.getByRole('complementary', { name: 'Red envelope' });
    this.timer = this.box.getByRole('timer', { name: 'Ends in' });
    this.cashDialog = page.getByRole('dialog', { name: 'Congratulations!' });
  }

  /** The countdown's seconds as shown (MM:SS or H:MM:SS). */
  async secondsLeft(): Promise<number> {
    const text = (await this.timer.textContent()) ?? '';
    return text
      .split(':')
      .map(Number)
      .reduce((total, part) => total * 60 + part, 0);
  }

  /** Waits until the countdown shows fewer seconds than `than` (it counts every second). */
  async expectCountingDownFrom(than: number): Promise<void> {
    await expect.poll(() => this.secondsLeft(), { timeout: 5_000 }).toBeLessThan(than);
  }

  async open(): Promise<void> {
    await this.box.getByRole('button', { name: 'Open' }).click();
    await expect(this.cashDialog).toBeVisible();
  }

  async close(): Promise<void> {
    // Clicked once the dialog has finished opening: CI once saw a click during its zoom lost.
    await animationsSettled(this.cashDialog);
    await this.cashDialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.cashDialog).toBeHidden();
  }
}
