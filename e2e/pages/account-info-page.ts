import { expect, type Locator, type Page } from '@playwright/test';

/** /user/Info: the profile (every §3 field), its editor, the login password change and the withdraw password. */
export class AccountInfoPage {
  readonly details: Locator;
  readonly passwordForm: Locator;

  constructor(readonly page: Page) {
    this.details = page.getByRole('region', { name: 'Account details' });
    this.passwordForm = page.getByRole('form', { name: 'Change login password' });
  }

  /** The value shown beside a profile label. */
  value(label: string): Locator {
    return this.details
      .locator('div', { has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  }

  async expectProfile(values: Record<string, string>): Promise<void> {
    await expect(this.details).toBeVisible();
    for (const [label, value] of Object.entries(values)) await expect(this.value(label)).toHaveText(value);
  }

  /** Fills and sends the login password change. */
  async changePassword(current: string, next: string): Promise<void> {
    await this.passwordForm.getByLabel('Current password', { exact: true }).fill(current);
    await this.passwordForm.getByLabel('New password', { exact: true }).fill(next);
    await this.passwordForm.getByLabel('Confirm new password', { exact: true }).fill(next);
    await this.passwordForm.getByRole('button', { name: 'Change password' }).click();
  }

  async expectPasswordRefused(message: string): Promise<void> {
    await expect(this.passwordForm.getByRole('alert')).toHaveText(message);
  }

  /** The withdraw password section's heading: "Set a withdraw password" or "Change withdraw password". */
  withdrawPasswordHeading(name: 'Set a withdraw password' | 'Change withdraw password'): Locator {
    return this.page.getByRole('heading', { name, exact: true });
  }

  /** Sets the first withdraw password with the login password. */
  async setWithdrawPassword(loginPassword: string, withdrawPassword: string): Promise<void> {
    await expect(this.withdrawPasswordHeading('Set a withdraw password')).toBeVisible();
    await this.page.getByLabel('Login password', { exact: true }).fill(loginPassword);
    await this.page.getByLabel('New withdraw password (4 digits)', { exact: true }).fill(withdrawPassword);
    await this.page.getByLabel('Confirm withdraw password', { exact: true }).fill(withdrawPassword);
    await this.page.getByRole('button', { name: 'Set withdraw password' }).click();
    await expect(this.withdrawPasswordHeading('Change withdraw password')).toBeVisible();
  }

  async expectPasswordChanged(): Promise<void> {
    await expect(this.passwordForm.getByRole('status')).toHaveText(/Your password has been changed/);
  }
}
