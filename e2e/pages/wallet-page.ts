import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's My wallet page (mf-member features/wallet): main wallet, game wallets, one-key transfer back. */
export class WalletPage {
  readonly main: Locator;
  readonly inGames: Locator;
  /** A refused transfer back (an error). */
  readonly outcome: Locator;
  /** A transfer back that went through: a status, not an alert. */
  readonly success: Locator;

  constructor(readonly page: Page) {
    const wallet = page.getByRole('region', { name: 'My wallet' });
    this.main = wallet.getByTestId('wallet-main');
    this.inGames = wallet.getByTestId('wallet-in-games');
    this.outcome = wallet.getByRole('alert');
    this.success = wallet.getByRole('status').filter({ hasText: /^Done:/ });
  }

  /** The transfer back button, by its label: "Transfer all back", or with the cooldown's seconds. */
  transferButton(name: string | RegExp = 'Transfer all back'): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async expectBalances(main: string, inGames: string): Promise<void> {
    await expect(this.main).toHaveText(main);
    await expect(this.inGames).toHaveText(inGames);
  }

  async transferBack(): Promise<void> {
    await this.transferButton().click();
  }
}
