import { expect, test, type Page } from '../pages/test';
import { AgentCentre } from '../pages/agent-centre';
import { AgentPromotionPage } from '../pages/agent-promotion-page';
import { AgentRegisterPage } from '../pages/agent-register-page';
import { AuthModal } from '../pages/auth-modal';
import { sandbox, sandboxAccount, sandboxAgentAccess } from '../pages/sandbox';
import { loginThroughApi, secondBrowserPage, startAsMember } from '../pages/session';

// Issue 13, reaching the agent centre (docs/proxy.md "Reaching the centre, applying, promotion,
// levels"), against the composed site and the sandbox at 1280 px (the centre in its own window)
// and 390 px (in the page). Seed (sandbox/src/db/seed-agents.ts): agent_rmb runs AG1001, level 1,
// which site 1 renames "Gold partner"; agent_idle_desk / agent_idle_phone run inactive agents.

const IDLE_AGENTS = { desktop: 'agent_idle_desk', mobile: 'agent_idle_phone' };

/** Home as a seeded member, once the header shows the member. */
async function homeAs(page: Page, account: string): Promise<void> {
  await startAsMember(page, await loginThroughApi(account));
  await page.goto('/');
  await expect(page.locator('.account-actions').getByRole('link', { name: account, exact: true })).toBeVisible();
}

/** An account and a phone number no other registration of this run has taken. */
function newMember(): { account: string; phone: string } {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(-8);
  return { account: `ag${stamp}`.slice(0, 12), phone: `137${String(Date.now()).slice(-8)}` };
}

test.describe('agent access', () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test('an agent opens the centre from the header: its own window on desktop, the page on mobile', async ({ page, isMobile }) => {
    await homeAs(page, 'agent_rmb');
    const centre = await AgentCentre.openFromHeader(page, isMobile);
    await expect(centre.centreHeading).toBeVisible();
    // The level is named by the site's renamed level (POST /arks/web/agent-level-rename).
    await expect(centre.headerLine).toHaveText('agent_rmb · Gold partner');
    if (!isMobile) await expect(page).toHaveURL(/\/$/);
    await centre.openPage('Promotion');
    const promotion = new AgentPromotionPage(centre.page);
    await expect(promotion.agentCode).toHaveText('AG1001');
    await expect(promotion.qrCode).toBeVisible();
    await expect(promotion.domain).toHaveText('agent1.localhost');
  });

  test('a normal member has no agent centre entry', async ({ page }) => {
    // The member layout (is_agent) decides the entry: its absence counts once the layout answered.
    const layout = page.waitForResponse((response) => response.url().endsWith('/api/member/profile/common/layout'));
    await homeAs(page, 'player_rmb');
    expect((await (await layout).json()).apiResponseData.member_common_layout).toMatchObject({ is_agent: 0 });
    await expect(page.locator('.account-actions').getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
    await expect(AgentCentre.headerLink(page)).toHaveCount(0);
  });

  test('an agent that is not active lands on the register page, applies and stays under review', async ({ page, isMobile }) => {
    const account = isMobile ? IDLE_AGENTS.mobile : IDLE_AGENTS.desktop;
    await sandboxAccount.agentApplication(account, 'none');
    await homeAs(page, account);
    const centre = await AgentCentre.openFromHeader(page, isMobile);
    await expect(centre.applicationHeading).toBeVisible();
    await expect(centre.page).toHaveURL(/\/proxy\?page=Register$/);
    const register = new AgentRegisterPage(centre.page);
    await expect(register.heading).toBeVisible();
    await register.apply();
    await expect(register.applyButton).toHaveCount(0);

    // The sandbox keeps the application: the page says so again after a reload.
    await centre.page.reload();
    await expect(register.status).toHaveText(/under review/);
    await expect(register.applyButton).toHaveCount(0);
  });

  test("a member who signs up through the agent's promotion link joins the agent's downline", async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    await homeAs(page, 'agent_rmb');
    const centre = await AgentCentre.openFromHeader(page, isMobile);
    await centre.openPage('Promotion');
    const promotion = new AgentPromotionPage(centre.page);
    await expect(promotion.link).toHaveValue(/\/\?id=AG1001&modal=register$/);
    const before = Number(await promotion.downlineCount.textContent());
    const link = await promotion.linkPath();

    const visitor = await secondBrowserPage(browser, testInfo);
    await visitor.goto(link);
    const auth = new AuthModal(visitor);
    await expect(auth.registerForm).toBeVisible();
    await expect(auth.field(auth.registerForm, 'Agent or referral code')).toHaveValue('AG1001');
    const member = { ...newMember(), password: 'Play2024x', name: '刘下线', withdrawPassword: '2468' };
    await auth.register(member);
    await auth.expectLoggedIn(member.account);
    expect(await sandboxAgentAccess.agentOf(member.account)).toBe('AG1001');
    await visitor.context().close();

    // The agent sees one more direct downline member.
    await centre.page.reload();
    await expect(promotion.downlineCount).toHaveText(String(before + 1));
  });
});
