import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_LEVEL_RENAME_PATH, AGENT_STRATIFIED_REPORT_PATH } from '@casino/contracts';
import { businessError } from '@casino/mf-shared/testing';
import { renderProxy } from '../../../testing/render-proxy';
import { figures, reportsSandbox } from '../../../testing/reports-sandbox';
import { StratifiedReportView } from './stratified-report-view';

const layers = [
  {
    layer: 1,
    agent_level: 1,
    agents: 1,
    members: 25,
    ...figures({ deposits: 11500, deposit_count: 10, valid_bets: 21470, win_loss: 3490, active_members: 10 }),
  },
  {
    layer: 2,
    agent_level: 2,
    agents: 1,
    members: 6,
    ...figures({ deposits: 6400, deposit_count: 3, valid_bets: 12046, win_loss: -1932, active_members: 3 }),
  },
];
const levelNames = {
  [AGENT_LEVEL_RENAME_PATH]: () => ({
    detail: [
      { level: 1, names: { en_US: 'Gold partner' } },
      { level: 2, names: { en_US: 'Silver partner' } },
    ],
  }),
};

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('stratified report on %s', (_name, width) => {
  it('shows each layer of the downline named by its agents’ level, and the totals', async () => {
    const { sandbox } = reportsSandbox({ layers }, levelNames);
    const { store } = await renderProxy(<StratifiedReportView />, { width, fetch: sandbox.fetch });
    await act(() => store.agentLevels.load());
    const table = await screen.findByRole('table', { name: 'Stratified report' });
    expect(within(table).getByRole('rowheader', { name: 'Direct members (Gold partner)' })).toBeInTheDocument();
    const second = within(table).getByRole('rowheader', { name: 'Layer 2: members of Silver partner sub-agents' }).closest('tr');
    if (!second) throw new Error('no layer 2');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['1', '6', 'RMB 6,400.00Orders: 3']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    if (!total) throw new Error('no total');
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['2', '31', 'RMB 17,900.00Orders: 13']);
    // this month, up to today
    expect(String(sandbox.callsTo(AGENT_STRATIFIED_REPORT_PATH)[0]?.body['start_date'])).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('says the server’s refusal of a range as a failure the agent can retry', async () => {
    const { sandbox } = reportsSandbox({ layers });
    sandbox.fail(AGENT_STRATIFIED_REPORT_PATH, businessError(102, 'Only an active agent can read the agent reports'));
    await renderProxy(<StratifiedReportView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('The stratified report could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Stratified report' })).toBeInTheDocument();
  });
});
