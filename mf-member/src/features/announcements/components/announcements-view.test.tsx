import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@casino/mf-shared/testing';
import { ANNOUNCEMENTS_PATH, createAccountSandbox } from '../../../testing/account-sandbox';
import { renderMember } from '../../../testing/render-member';
import { AnnouncementsView } from './announcements-view';

describe('announcements', () => {
  it("lists the members' announcements, highest sort first, with their dates", async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<AnnouncementsView />, { fetch: sandbox.fetch });
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Members only: weekly rebate'),
      expect.stringContaining('Maintenance on Sunday'),
    ]);
    expect(within(list).queryByText('Visitors only: sign up today')).toBeNull();
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2025-05-13T08:00:00.000Z');
  });

  it('shows the empty state', async () => {
    const sandbox = createAccountSandbox();
    sandbox.on(ANNOUNCEMENTS_PATH, () => ({ web_announcement_list: [] }));
    await renderMember(<AnnouncementsView />, { fetch: sandbox.fetch });
    expect(await screen.findByText('There are no announcements.')).toBeInTheDocument();
  });

  it('shows the failed state and retries', async () => {
    const sandbox = createAccountSandbox();
    sandbox.fail(ANNOUNCEMENTS_PATH, httpError(500));
    await renderMember(<AnnouncementsView />, { fetch: sandbox.fetch });
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Announcements' })).toBeInTheDocument();
  });
});
