import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { AGENT_DOWNLINE_PATH, AGENT_LEVEL_RENAME_PATH } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import { renderProxy } from '../../../testing/render-proxy';
import { downlineMember, reportsSandbox } from '../../../testing/reports-sandbox';
import { DownlineView } from './downline-view';

// The site renamed level 2 (helper A's /arks/web/agent-level-rename, loaded for agents).
const levelNames = { [AGENT_LEVEL_RENAME_PATH]: () => ({ detail: [{ level: 2, names: { en_US: 'Silver partner' } }] }) };

/** The row of one member, found by its account (the row's header cell). */
function rowOf(table: HTMLElement, account: string): HTMLElement {
  const row = within(table).getByRole('rowheader', { name: account }).closest('tr');
  if (!row) throw new Error(`no row for ${account}`);
  return row;
}

const downline = [
  downlineMember(1, {
    account: 'agent_sub',
    name: '周分代',
    relation: 'sub_agent',
    agent_level: 2,
    last_login_at: '2026-11-02T09:30:00.000Z',
  }),
  downlineMember(2, { account: 'sub_bamboo', relation: 'sub_member', layer: 2, via_account: 'agent_sub', status: 3 }),
  downlineMember(3, { account: 'golden_tiger', name: '黄金虎', balance: 1288.5 }),
  ...Array.from({ length: 22 }, (_, i) => downlineMember(i + 4)),
];

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('downline on %s', (_name, width) => {
  it('lists the downline 20 a page with each member’s relation, balance and status', async () => {
    const { sandbox } = reportsSandbox({ downline }, levelNames);
    const { store } = await renderProxy(<DownlineView />, { width, fetch: sandbox.fetch });
    await act(() => store.agentLevels.load());
    const table = await screen.findByRole('table', { name: 'Downline members' });
    // a header row and 20 members
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 2 (25 records)')).toBeInTheDocument();
    expect(sandbox.callsTo(AGENT_DOWNLINE_PATH)[0]?.body).toEqual({ page: 1, count: 20 });

    expect(await within(rowOf(table, 'agent_sub')).findByText('Sub-agent · Silver partner')).toBeInTheDocument();
    expect(within(rowOf(table, 'sub_bamboo')).getByText('Layer 2 · via agent_sub')).toBeInTheDocument();
    expect(within(rowOf(table, 'sub_bamboo')).getByText('Frozen')).toBeInTheDocument();
    const tiger = rowOf(table, 'golden_tiger');
    expect(within(tiger).getByText('RMB 1,288.50')).toBeInTheDocument();
    expect(within(tiger).getByText('Direct member')).toBeInTheDocument();
    expect(within(tiger).getByText('Never')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (25 records)')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Downline members' })).getAllByRole('row')).toHaveLength(6);
    expect(sandbox.callsTo(AGENT_DOWNLINE_PATH).at(-1)?.body).toEqual({ page: 2, count: 20 });
  });

  it('searches by account, says when nothing matches and refuses what cannot be an account', async () => {
    const { sandbox } = reportsSandbox({ downline });
    await renderProxy(<DownlineView />, { width, fetch: sandbox.fetch });
    await screen.findByRole('table', { name: 'Downline members' });
    const search = screen.getByLabelText('Member account');

    await userEvent.type(search, ' tiger ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Page 1 of 1 (1 record)')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Downline members' })).getByText('golden_tiger')).toBeInTheDocument();
    expect(sandbox.callsTo(AGENT_DOWNLINE_PATH).at(-1)?.body).toEqual({ account: 'tiger', page: 1, count: 20 });

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No downline member’s account contains “nobody”.')).toBeInTheDocument();

    const calls = sandbox.callsTo(AGENT_DOWNLINE_PATH).length;
    await userEvent.clear(search);
    await userEvent.type(search, 'tiger%');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('An account has only letters, digits and underscores.')).toBeInTheDocument();
    expect(sandbox.callsTo(AGENT_DOWNLINE_PATH)).toHaveLength(calls);

    await userEvent.clear(search);
    await userEvent.type(search, 'a'.repeat(33));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter at most 32 characters.')).toBeInTheDocument();
    expect(sandbox.callsTo(AGENT_DOWNLINE_PATH)).toHaveLength(calls);
  });

  it('says when the downline is empty and retries a failed load', async () => {
    const { sandbox } = reportsSandbox();
    sandbox.fail(AGENT_DOWNLINE_PATH, httpError(500));
    await renderProxy(<DownlineView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('Your downline could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No member has joined through you yet.')).toBeInTheDocument();
  });
});

it('speaks the member’s language', async () => {
  const { sandbox } = reportsSandbox({ downline });
  await renderProxy(<DownlineView />, { locale: 'zh_CN', fetch: sandbox.fetch });
  const table = await screen.findByRole('table', { name: '下线会员' });
  expect(within(table).getByRole('columnheader', { name: '最后登录' })).toBeInTheDocument();
  expect(within(table).getAllByText('直属会员').length).toBeGreaterThan(0);
});
