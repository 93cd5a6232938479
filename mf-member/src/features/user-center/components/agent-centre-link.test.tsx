import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_LAYOUT_PATH } from '@casino/mf-shared';
import { LocationProbe, createFakeSandbox, createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import { NS, loadMessages } from '../../../app/namespace';
import { AgentCentreLink } from './agent-centre-link';

const member = { token: 't', member_id: '6', member_account: 'agent_rmb', currency: 'RMB' };

const layoutSandbox = (isAgent: number) =>
  createFakeSandbox({
    [MEMBER_LAYOUT_PATH]: () => ({
      member_common_layout: {
        id: 6,
        member_account: 'agent_rmb',
        member_currency: 'RMB',
        member_cash: '0',
        member_type: isAgent ? 2 : 1,
        agent_type: isAgent ? 1 : null,
        agent_level: isAgent ? 1 : null,
        is_agent: isAgent,
        agent_active: isAgent,
        is_playing: 0,
        cash_back_status: 0,
        wallet_status: 1,
        first_login_to_change_password: 0,
        need_bank_account_deposit_verified: 0,
      },
    }),
  });

async function renderLink(isAgent: number, width: number, opened: string[]) {
  const root = await createTestRoot({
    namespaces: { [NS]: loadMessages },
    storage: member,
    width,
    fetch: layoutSandbox(isAgent).fetch,
    openWindow: (url, target) => (opened.push(`${target} ${url}`), width >= 992 ? ({ closed: false } as Window) : null),
  });
  renderWithRoot(
    <>
      <AgentCentreLink />
      <LocationProbe />
    </>,
    root,
    { path: '/user' },
  );
  await act(() => root.store.member.load());
  return root;
}

describe('AgentCentreLink (member centre)', () => {
  it('opens the agent centre in the proxy window on desktop', async () => {
    const opened: string[] = [];
    await renderLink(1, 1280, opened);
    await userEvent.click(screen.getByRole('link', { name: 'Agent centre' }));
    expect(opened).toEqual(['proxyWindow /proxy']);
    expect(screen.getByTestId('location')).toHaveTextContent('/user');
  });

  it('goes to /proxy in the page on mobile', async () => {
    const opened: string[] = [];
    await renderLink(1, 390, opened);
    await userEvent.click(screen.getByRole('link', { name: 'Agent centre' }));
    expect(opened).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/proxy');
  });

  it('is not there for a member who is not an agent', async () => {
    const root = await renderLink(0, 1280, []);
    expect(root.store.member.layout?.isAgent).toBe(false);
    expect(screen.queryByRole('link', { name: 'Agent centre' })).toBeNull();
  });
});
