import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's Daily check-in page (mf-member features/signin; locators in docs/member.md "Daily sign-in"). */
export class SigninPage {
  readonly region: Locator;
  readonly days: Locator;
  /** Today's day of the campaign (`aria-current="date"`). */
  readonly today: Locator;
  /** A sign-in that went through: a status, not an alert. */
  readonly success: Locator;
  readonly refusal: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Daily check-in' });
    this.days = this.region.getByRole('list', { name: 'Check-in days' });
    this.today = this.days.locator('[aria-current="date"]');
    this.success = this.region.getByRole('status');
    this.refusal = this.region.getByRole('alert');
  }

  /** The button by its state's text: "Check in", "Checked in today", "Campaign ended", "Not open yet". */
  button(name: string): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  async checkIn(): Promise<void> {
    await this.button('Check in').click();
  }

  async expectToday(state: string): Promise<void> {
    await expect(this.today).toContainText(state);
  }
}
