import { screen, waitFor, within } from '@testing-library/react';
import { APPLY_FOR_AGENT_CHECK_PATH, BONUS_SETTING_CHECK_PATH } from '@casino/contracts';
import { renderRemote } from '@casino/mf-shared/testing';
import UserCenterPage from '../../../expose/user-center-page';
import { createAccountSandbox, type AccountSandboxOptions } from '../../../testing/account-sandbox';

const DESKTOP = 1280;
const MOBILE = 390;
const RECOMMEND = ['Recommend project', 'Award record', 'Member search'];
/** Where the menu shows: beside a light page on desktop (the profile's forms are not under test here), the list at /user on mobile. */
const menuUrl = (width: number) => (width === DESKTOP ? '/user/Announcement' : '/user');

async function renderCentre(url: string, width: number, options: AccountSandboxOptions) {
  const sandbox = createAccountSandbox(options);
  await renderRemote(<UserCenterPage />, { url, paths: ['/user', '/user/*'], width, loggedIn: true, fetch: sandbox.fetch });
  return sandbox;
}

/** The menu's entries by name, once the condition has been read. */
async function entries(width: number): Promise<string[]> {
  const menu =
    width === DESKTOP
      ? await screen.findByRole('menu', { name: 'Member centre menu' })
      : await screen.findByRole('navigation', { name: 'Member centre menu' });
  const role = width === DESKTOP ? 'menuitem' : 'link';
  return within(menu)
    .getAllByRole(role)
    .map((item) => item.textContent ?? '');
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('the recommend condition on %s', (_device, width) => {
  it('shows the recommend group when is_friend is 1 and the agent check passes', async () => {
    const sandbox = await renderCentre(menuUrl(width), width, { isFriend: 1, agentCode: null });
    await waitFor(async () => expect(await entries(width)).toEqual(expect.arrayContaining(RECOMMEND)));
    expect(screen.getByText('Recommend a friend')).toBeInTheDocument();
    expect(sandbox.callsTo(BONUS_SETTING_CHECK_PATH)[0]?.body).toEqual({ member_currency: 'RMB', site_id: 1 });
    expect(sandbox.callsTo(APPLY_FOR_AGENT_CHECK_PATH)[0]?.body).toEqual({ agent_id: 0, apply_agent_flag: 0 });
  });

  it.each([
    ['is_friend is 0', { isFriend: 0 }],
    ['the agent check answers 101', { isFriend: 1, agentCode: 101 }],
    ['the agent check answers 104', { isFriend: 1, agentCode: 104 }],
  ])('hides the recommend group when %s', async (_case, options) => {
    const sandbox = await renderCentre(menuUrl(width), width, options);
    const call = options.isFriend === 1 ? APPLY_FOR_AGENT_CHECK_PATH : BONUS_SETTING_CHECK_PATH;
    await waitFor(() => expect(sandbox.hits(call)).toBe(1));
    // decided, not still checking: the absence below means something
    await waitFor(() => expect(document.querySelector('[data-recommend]')).toHaveAttribute('data-recommend', 'hidden'));
    expect(await entries(width)).toContain('Account information');
    expect(await entries(width)).not.toEqual(expect.arrayContaining([RECOMMEND[0]]));
    expect(screen.queryByText('Recommend a friend')).not.toBeInTheDocument();
    if (options.isFriend === 0) expect(sandbox.hits(APPLY_FOR_AGENT_CHECK_PATH)).toBe(0);
  });

  it('keeps the group for another agent-check refusal (102)', async () => {
    await renderCentre(menuUrl(width), width, { isFriend: 1, agentCode: 102 });
    await waitFor(async () => expect(await entries(width)).toEqual(expect.arrayContaining(RECOMMEND)));
  });

  it('a deep link to a recommend page says the programme is not open when the condition fails', async () => {
    await renderCentre('/user/AwardRecord', width, { isFriend: 0 });
    expect(await screen.findByText('The recommend programme is not open for your account.')).toBeInTheDocument();
  });
});
