import { expect, test, type Page } from '../pages/test';
import { BindAccountPage } from '../pages/bind-account-page';
import { DepositPage } from '../pages/deposit-page';
import { DwRecordPage } from '../pages/dw-record-page';
import { FastPaymentPage } from '../pages/fast-payment-page';
import { MemberCentre } from '../pages/member-centre';
import { PaymentProviderPage } from '../pages/payment-provider-page';
import { sandbox, sandboxMoney } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';
import { WithdrawalPage } from '../pages/withdrawal-page';

// Issue 12 (V3): deposit, withdrawal, bank accounts, the DW record and fast payment against the
// composed site and the sandbox, at 1280 px (desktop: the member centre and fast payment in their
// own windows) and 390 px (mobile: in the page). Seed (sandbox/src/db/seed-money.ts): money_desk
// and money_phone hold RMB 1,000.00, have no bank account and the withdraw password 1234.

const MEMBERS = {
  desktop: { account: 'money_desk', holder: '陈存款' },
  mobile: { account: 'money_phone', holder: '林手机' },
};

/** Home as the member, once the page listens on the member's private channel. */
async function homeAs(page: Page, account: string): Promise<void> {
  const member = await loginThroughApi(account);
  await startAsMember(page, member);
  await page.goto('/');
  await expect(page.locator('.account-actions').getByRole('link', { name: account, exact: true })).toBeVisible();
  await expect.poll(() => sandbox.subscribers(`private-member.${member.member_id}`)).toBeGreaterThan(0);
}

const headerBalance = (page: Page) => page.locator('.account-actions').getByRole('status', { name: 'Balance' });

test.describe('member money', () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('a deposit completed by the sandbox changes the balance without a reload', async ({ page, isMobile }) => {
    const member = isMobile ? MEMBERS.mobile : MEMBERS.desktop;
    await homeAs(page, member.account);
    await expect(headerBalance(page)).toHaveText('RMB 1,000.00');

    const centre = await MemberCentre.openFromHeader(page, member.account, isMobile);
    await centre.openSection('Deposit');
    const deposit = new DepositPage(centre.page);
    await expect(deposit.balance).toHaveText('Balance: RMB 1,000.00');
    const orderNumber = await deposit.deposit('Bank transfer', 'RMB 500.00');
    expect(orderNumber).toMatch(/^D\d{14}$/);

    await sandboxMoney.completeDeposit(orderNumber);
    // member_deposit.success and member.cash arrive on the member's channel: no reload anywhere
    await expect(deposit.orderStatus).toHaveText('Completed');
    await expect(deposit.balance).toHaveText('Balance: RMB 1,500.00');
    await expect(headerBalance(page)).toHaveText('RMB 1,500.00');
  });

  test('a waiting bank transfer keeps its payee account and reference after a reload', async ({ page, isMobile }) => {
    const member = isMobile ? MEMBERS.mobile : MEMBERS.desktop;
    await homeAs(page, member.account);
    const centre = await MemberCentre.openFromHeader(page, member.account, isMobile);
    await centre.openSection('Deposit');
    const deposit = new DepositPage(centre.page);
    const orderNumber = await deposit.deposit('Bank transfer', 'RMB 500.00');
    await expect(deposit.fact('Account number')).toHaveText('6222020200112233445');
    await expect(deposit.fact('Reference')).toHaveText(orderNumber.slice(-6));

    await centre.page.reload();
    await expect(deposit.orderNumber).toHaveText(orderNumber);
    await expect(deposit.orderStatus).toHaveText('Processing');
    await expect(deposit.fact('Account number')).toHaveText('6222020200112233445');
    await expect(deposit.fact('Reference')).toHaveText(orderNumber.slice(-6));
  });

  test("an e-wallet deposit opens the provider's page in a window; paying there completes it", async ({ page, isMobile }) => {
    const member = isMobile ? MEMBERS.mobile : MEMBERS.desktop;
    await homeAs(page, member.account);
    const centre = await MemberCentre.openFromHeader(page, member.account, isMobile);
    await centre.openSection('Deposit');
    const deposit = new DepositPage(centre.page);
    await expect(deposit.balance).toHaveText('Balance: RMB 1,000.00');
    const provider = await deposit.depositInProviderWindow('E-wallet', 'RMB 200.00');
    // another origin than the site, and it cannot reach the page that opened it
    expect(new URL(provider.url()).origin).not.toBe(new URL(centre.page.url()).origin);
    expect(await provider.evaluate(() => window.opener === null)).toBe(true);
    await expect(deposit.payLink).toHaveAttribute('href', provider.url());

    await new PaymentProviderPage(provider).pay('RMB 200.00');
    // the provider's confirmation reaches the site: member_deposit.success and member.cash
    await expect(deposit.orderStatus).toHaveText('Completed');
    await expect(deposit.balance).toHaveText('Balance: RMB 1,200.00');
    await expect(headerBalance(page)).toHaveText('RMB 1,200.00');
  });

  test('binds a bank account and withdraws: the balance drops and the order is in the DW record', async ({ page, isMobile }) => {
    const member = isMobile ? MEMBERS.mobile : MEMBERS.desktop;
    await homeAs(page, member.account);
    const centre = await MemberCentre.openFromHeader(page, member.account, isMobile);

    await centre.openSection('Withdrawal');
    await expect(centre.page.getByText('Bind a bank account to withdraw to.')).toBeVisible();
    await centre.page.getByRole('link', { name: 'Bind now' }).click();
    await expect(centre.page.getByRole('heading', { level: 2, name: 'Bind a bank account' })).toBeVisible();
    const bind = new BindAccountPage(centre.page);
    const number = `6222${String(Date.now()).slice(-12)}`;
    await bind.bind({ bank: 'Industrial and Commercial Bank of China', holder: member.holder, number, withdrawPassword: '1234' });
    await expect(bind.accounts).toContainText(number.slice(-4));

    await centre.page.goto(centre.page.url().replace(/\/user\/.*$/, '/user/Withdrawal'));
    const withdrawal = new WithdrawalPage(centre.page);
    await expect(withdrawal.balance).toHaveText('Balance: RMB 1,000.00');
    const orderNumber = await withdrawal.withdraw('200', '1234');
    await expect(withdrawal.balance).toHaveText('Balance: RMB 800.00');
    await expect(headerBalance(page)).toHaveText('RMB 800.00');

    await centre.page.goto(centre.page.url().replace(/\/user\/.*$/, '/user/DWRecord'));
    const record = new DwRecordPage(centre.page);
    await expect(record.row(orderNumber)).toContainText('Withdrawal');
    await expect(record.row(orderNumber)).toContainText('RMB 200.00');
    await expect(record.row(orderNumber)).toContainText('Processing');
  });

  test('fast payment opens from the deposit: its own window on desktop, the page on mobile', async ({ page, isMobile }) => {
    const member = isMobile ? MEMBERS.mobile : MEMBERS.desktop;
    await homeAs(page, member.account);
    const centre = await MemberCentre.openFromHeader(page, member.account, isMobile);
    await centre.openSection('Deposit');
    const deposit = new DepositPage(centre.page);

    let fast: FastPaymentPage;
    if (isMobile) {
      await deposit.fastPaymentButton.click();
      await expect(centre.page).toHaveURL(/\/fastPayment$/);
      fast = new FastPaymentPage(centre.page);
    } else {
      const [popup] = await Promise.all([centre.page.waitForEvent('popup'), deposit.fastPaymentButton.click()]);
      await expect(popup).toHaveURL(/\/fastPayment$/);
      expect(await popup.evaluate(() => window.name)).toBe('fpWindow');
      fast = new FastPaymentPage(popup);
    }
    await expect(fast.heading).toBeVisible();
    await expect(fast.page.getByText(`Paying into your account ${member.account}.`)).toBeVisible();
    // only the fast methods: e-wallet and QR code, not the bank transfer
    await expect(fast.method(/E-wallet/)).toBeVisible();
    await expect(fast.method(/QR code payment/)).toBeVisible();
    await expect(fast.method(/Bank transfer/)).toHaveCount(0);
  });
});
