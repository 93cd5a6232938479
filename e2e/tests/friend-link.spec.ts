import { expect, test, untilLive } from '../pages/test';
import { AuthModal } from '../pages/auth-modal';
import { MemberCentre } from '../pages/member-centre';
import { MemberSearchPage } from '../pages/member-search-page';
import { RecommendProjectPage } from '../pages/recommend-project-page';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, secondBrowserPage, startAsMember } from '../pages/session';

// Issue 26: sign-up attribution end to end. A member sends the invite link of the member centre's
// recommend page; a visitor who opens it registers with the friend's code fixed, and the friend's
// member search lists the new member (members.recommend_code_id in the sandbox).

test.describe("a friend's invite link", () => {
  test.beforeEach(async () => {
    await sandbox.reset();
    await sandbox.disableBulletins();
  });

  test("a visitor who opens it registers with the code fixed, and shows in the friend's member search", async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    // player_rmb: site 1 RMB, recommend programme open, its code R1001 (docs/sandbox.md)
    await startAsMember(page, await loginThroughApi('player_rmb'));
    await page.goto('/');
    const centre = await MemberCentre.openFromHeader(page, 'player_rmb', isMobile);
    await centre.expectRecommend('shown');
    await centre.openSection('Recommend project');
    const recommend = new RecommendProjectPage(centre.page);
    await recommend.expectCode('R1001');
    const link = await recommend.copyLink();
    expect(link).toMatch(/\/\?invite=R1001&modal=register$/);

    const visitor = await secondBrowserPage(browser, testInfo);
    try {
      await visitor.goto(link);
      await untilLive(visitor);
      const auth = new AuthModal(visitor);
      // modal=register opens the form; the link's code is the introducer, fixed
      await expect(auth.registerForm).toBeVisible();
      const introducer = auth.field(auth.registerForm, 'Agent or referral code');
      await expect(introducer).toHaveValue('R1001');
      await expect(introducer).not.toBeEditable();
      await expect(auth.registerForm.getByText('Set by your invitation link.')).toBeVisible();

      const account = `fr${Date.now().toString(36)}`.slice(0, 12);
      await auth.register({ account, password: 'Friend2024', name: '钱朋友', withdrawPassword: '1357' });
      await auth.expectLoggedIn(account);

      // on mobile the centre's menu is the list at /user
      if (isMobile) await centre.page.goto('/user');
      await centre.openSection('Member search');
      await new MemberSearchPage(centre.page).expectFriend(account);
    } finally {
      await visitor.context().close();
    }
  });
});
