import { act, screen } from '@testing-library/react';
import { MEMBER_LAYOUT_PATH, MY_CASH_PATH } from '@casino/mf-shared';
import { createFakeSandbox, createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { AccountActions } from './account-actions';

describe('the header balance after login', () => {
  it('comes from /member/profile/my_cash at once, without a real-time cash event', async () => {
    const sandbox = createFakeSandbox({
      [MY_CASH_PATH]: () => ({ total: '1288.50', my_cash_list: [{ gp_id: 'GPR8', cash: 0, is_light: 1 }] }),
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: { id: 1, member_account: 'player_rmb', member_currency: 'RMB', member_cash: 1288.5, member_type: 1 },
      }),
    });
    const root = await createTestRoot({ namespaces: { shell: async () => ({ default: en }) }, fetch: sandbox.fetch });
    renderWithRoot(<AccountActions />, root);
    act(() => {
      root.store.session.setSession({ token: 't1', memberId: '1', memberAccount: 'player_rmb', currency: 'RMB', memberType: 1 });
      root.store.bus.emit('session:logged-in', { memberId: '1', memberAccount: 'player_rmb', currency: 'RMB' });
    });
    expect(await screen.findByRole('status', { name: 'Balance' })).toHaveTextContent('RMB 1,288.50');
    expect(sandbox.hits(MY_CASH_PATH)).toBe(1);
  });
});

describe('the header letters badge', () => {
  it('shows the unread letters of the member store, 99+ above 99, nothing at zero', async () => {
    const root = await createTestRoot({ namespaces: { shell: async () => ({ default: en }) } });
    act(() => root.store.session.setSession({ token: 't1', memberId: '1', memberAccount: 'player_rmb', currency: 'RMB', memberType: 1 }));
    renderWithRoot(<AccountActions />, root);
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('letters-badge')).toBeNull();
    act(() => root.store.member.setUnreadLetters(3));
    // The name is the visible text ("Messages" and the badge's 3) with words only a screen reader reads
    // (jsdom puts a space between the spans that a browser does not).
    const link = screen.getByRole('link', { name: /^Messages ?, 3 unread$/ });
    expect(screen.getByTestId('letters-badge')).toHaveTextContent(/^3$/);
    expect(link).toHaveTextContent(/^Messages, 3 unread$/);
    act(() => root.store.member.setUnreadLetters(120));
    expect(screen.getByTestId('letters-badge')).toHaveTextContent('99+');
    act(() => root.store.member.clear());
    expect(screen.queryByTestId('letters-badge')).toBeNull();
  });
});
