import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The agent centre's Transfer page (mf-proxy features/agent-transfer): the agent's balance, the
 * form (downline account, amount, withdraw password), the confirmation, the receipt and the
 * recent transfers. Reached from the agent menu: antd's inline Menu on desktop, tabs on mobile.
 */
export class AgentTransferPage {
  readonly heading: Locator;
  readonly balance: Locator;
  readonly form: Locator;
  readonly account: Locator;
  readonly amount: Locator;
  readonly password: Locator;
  readonly receipt: Locator;
  readonly recent: Locator;

  constructor(
    readonly page: Page,
    readonly isMobile: boolean,
  ) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Transfer' });
    this.balance = page.getByTestId('transfer-balance');
    this.form = page.getByRole('form', { name: 'Transfer to a downline member' });
    this.account = this.form.getByLabel('Downline member account');
    this.amount = this.form.getByLabel('Amount');
    this.password = this.form.getByLabel('Withdrawal password');
    this.receipt = page.getByRole('region', { name: 'Transfer receipt' });
    // a table on desktop, a list of cards on a phone
    this.recent = page.getByRole(isMobile ? 'list' : 'table', { name: 'Recent transfers' });
  }

  /** Opens the Transfer page from the agent menu of the centre already shown in `page`. */
  static async fromMenu(page: Page, isMobile: boolean): Promise<AgentTransferPage> {
    const entry = isMobile
      ? page.getByRole('navigation', { name: 'Agent menu' }).getByRole('tab', { name: 'Transfer', exact: true })
      : page.getByRole('menu', { name: 'Agent menu' }).getByRole('menuitem', { name: 'Transfer', exact: true });
    await entry.click();
    const transfer = new AgentTransferPage(page, isMobile);
    await expect(transfer.heading).toBeVisible();
    return transfer;
  }

  /** The button that fills the account field with one of the listed downline members. */
  pick(account: string, name: string): Locator {
    return this.page.getByRole('button', { name: `Pick ${account} (${name})` });
  }

  /** Fills the form and sends it; the confirmation box is answered by `confirm`. */
  async send(amount: string, withdrawPassword: string): Promise<void> {
    await this.amount.fill(amount);
    await this.password.fill(withdrawPassword);
    await this.form.getByRole('button', { name: 'Transfer', exact: true }).click();
  }

  /** Answers the confirmation box (antd's Modal.confirm on desktop, antd-mobile's Dialog on mobile). */
  async confirm(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Confirm transfer' }).click();
  }
}
