import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_LAYOUT_PATH, MY_CASH_PATH } from '@casino/mf-shared';
import { RED_ENVELOPE_CLAIM_PATH, RED_ENVELOPE_PROMOTION_PATH, LETTERS_PATH } from '@casino/contracts';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import MemberHost from '../../../expose/member-host';

/** An end_at one hour ahead, written as America/Caracas wall-clock time (UTC-4). */
function caracasIn(ms: number): string {
  const date = new Date(Date.now() + ms - 4 * 3600_000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('red envelope on %s (member host)', (_name, width) => {
  it('shows the countdown, opens the envelope and shows the cash; closing refreshes the layout and wallet', async () => {
    const sandbox = createFakeSandbox({
      [RED_ENVELOPE_PROMOTION_PATH]: () => ({ envelope: { id: 3, title: 'Spring envelope', end_at: caracasIn(3600_000) } }),
      [RED_ENVELOPE_CLAIM_PATH]: () => ({ cash: 18.8 }),
      [LETTERS_PATH]: () => ({ list: [], total_count: 0, unread_count: 0 }),
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: { id: 1, member_account: 'amy', member_currency: 'RMB', member_cash: 0, member_type: 1 },
      }),
      [MY_CASH_PATH]: () => ({ total: 18.8, my_cash_list: [] }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { store } = await renderMember(<MemberHost />, { width, fetch: sandbox.fetch });
    const envelope = await screen.findByRole('complementary', { name: 'Red envelope' });
    expect(envelope).toHaveTextContent('Spring envelope');
    expect(screen.getByRole('timer', { name: 'Ends in' }).textContent).toMatch(/^(1:00:00|59:5\d)$/);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('RMB 18.80');
    expect(screen.queryByRole('complementary', { name: 'Red envelope' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sandbox.hits(MY_CASH_PATH)).toBe(1));
    expect(sandbox.hits(MEMBER_LAYOUT_PATH)).toBe(1);
    await waitFor(() => expect(store.wallet.balance).toBe(18.8));
  });

  it('appears on RedEnvelopeDisplay without a reload', async () => {
    const sandbox = createFakeSandbox({
      [RED_ENVELOPE_PROMOTION_PATH]: () => ({ envelope: null }),
      [LETTERS_PATH]: () => ({ list: [], total_count: 0, unread_count: 0 }),
    });
    const { store } = await renderMember(<MemberHost />, { width, fetch: sandbox.fetch });
    await waitFor(() => expect(sandbox.hits(RED_ENVELOPE_PROMOTION_PATH)).toBe(1));
    expect(screen.queryByRole('complementary', { name: 'Red envelope' })).toBeNull();
    act(() => void store.bus.emit('realtime:red-envelope', { payload: { id: 4, title: 'Flash', end_at: caracasIn(90_000) } }));
    expect(await screen.findByRole('complementary', { name: 'Red envelope' })).toHaveTextContent('Flash');
    expect(screen.getByRole('timer').textContent).toMatch(/^01:(30|29)$/);
  });
});
