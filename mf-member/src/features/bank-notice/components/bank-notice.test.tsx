import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_LAYOUT_PATH } from '@casino/mf-shared';
import { LocationProbe, createFakeSandbox, renderRemote } from '@casino/mf-shared/testing';
import MemberHost from '../../../expose/member-host';

const layout = (need: number) => () => ({
  member_common_layout: {
    id: 1,
    member_account: 'amy',
    member_currency: 'RMB',
    member_cash: 0,
    member_type: 1,
    need_bank_account_deposit_verified: need,
  },
});

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('unbound bank account notice on %s', (_name, width) => {
  it('shows when the member layout asks for it and leads to /user/BindAccount', async () => {
    const sandbox = createFakeSandbox({ [MEMBER_LAYOUT_PATH]: layout(1) });
    const { store } = await renderRemote(<MemberHost />, {
      loggedIn: true,
      width,
      fetch: sandbox.fetch,
      url: '/',
      paths: ['/'],
      routes: { '*': <LocationProbe /> },
    });
    expect(screen.queryByText('Bind a bank account')).toBeNull();
    await act(() => store.member.load());
    expect(await screen.findByText('Your account has no bank account yet. Bind one to deposit and withdraw.')).toBeInTheDocument();
    const bind = screen.getByRole('button', { name: 'Bind now' });
    await userEvent.click(bind);
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/BindAccount');
  });

  it('stays hidden for a member whose bank account is bound', async () => {
    const sandbox = createFakeSandbox({ [MEMBER_LAYOUT_PATH]: layout(0) });
    const { store } = await renderRemote(<MemberHost />, { loggedIn: true, width, fetch: sandbox.fetch });
    await act(() => store.member.load());
    expect(store.member.layout?.needBankAccountVerified).toBe(false);
    expect(screen.queryByText('Bind a bank account')).toBeNull();
  });
});
