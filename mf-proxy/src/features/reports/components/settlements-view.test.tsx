import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_SETTLEMENT_DETAIL_PATH, AGENT_SETTLEMENTS_PATH } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import { renderProxy } from '../../../testing/render-proxy';
import { reportsSandbox, settlement } from '../../../testing/reports-sandbox';
import { SettlementsView } from './settlements-view';

const settlements = [
  settlement(5, '2026-10', { state: 'pending', net_win_loss: -5422, commission: 0, adjustments: 0, payable: 0, settled_at: null }),
  settlement(4, '2026-09', { carried_in: -12.7 }),
  settlement(3, '2026-08', { state: 'paid', adjustments: 300, commission: 0, payable: 300, paid_at: '2026-09-07T02:00:00.000Z' }),
];
const details = {
  4: {
    lines: [
      { layer: 1, agent_level: 1, active_members: 10, valid_bets: 21470, win_loss: 1300, rate: 0.35, commission: 455 },
      { layer: 2, agent_level: 2, active_members: 3, valid_bets: 12046, win_loss: 850, rate: 0.05, commission: 42.5 },
    ],
    adjustment_list: [{ reason: 'Share of promotion bonuses', amount: -120 }],
  },
  5: {
    lines: [{ layer: 1, agent_level: 1, active_members: 13, valid_bets: 33516, win_loss: -1894, rate: 0.4, commission: -757.6 }],
    adjustment_list: [],
  },
};

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('settlements on %s', (_name, width) => {
  it('lists the periods with their state and reads the one the agent chooses', async () => {
    const { sandbox } = reportsSandbox({ settlements, details });
    await renderProxy(<SettlementsView />, { width, fetch: sandbox.fetch });
    const table = await screen.findByRole('table', { name: 'Commission settlements' });
    const september = within(table).getByRole('rowheader', { name: '2026-09' }).closest('tr');
    if (!september) throw new Error('no September');
    expect(
      within(september)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 6),
    ).toEqual(['RMB 2,150.00', '40%', 'RMB 468.10', 'RMB -120.00', 'RMB 348.10', 'Settled']);
    expect(within(table).getByText('Pending review')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Choose a period to see how its commission was counted.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View the settlement of 2026-09' }));
    const detail = await screen.findByRole('region', { name: 'Settlement 2026-09' });
    const lines = await within(detail).findByRole('table', { name: 'Commission by layer' });
    expect(within(lines).getByRole('rowheader', { name: 'Direct members (Level 1)' })).toBeInTheDocument();
    const layer2 = within(lines).getByRole('rowheader', { name: 'Layer 2: members of Level 2 sub-agents' }).closest('tr');
    if (!layer2) throw new Error('no layer 2');
    expect(
      within(layer2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'RMB 12,046.00', 'RMB 850.00', '5%', 'RMB 42.50']);
    expect(within(detail).getByText('Share of promotion bonuses: RMB -120.00')).toBeInTheDocument();
    expect(within(detail).getByText('10 (your level needs 5)')).toBeInTheDocument();
    expect(within(detail).getByText('RMB -12.70')).toBeInTheDocument();
    expect(within(detail).queryByRole('note')).not.toBeInTheDocument();
    expect(sandbox.callsTo(AGENT_SETTLEMENT_DETAIL_PATH).at(-1)?.body).toEqual({ id: 4 });

    await userEvent.click(screen.getByRole('button', { name: 'View the settlement of 2026-10' }));
    const pending = await screen.findByRole('region', { name: 'Settlement 2026-10' });
    expect(await within(pending).findByText('No adjustments in this period.')).toBeInTheDocument();
    expect(within(pending).getAllByText('Not yet')).toHaveLength(2);
    expect(within(pending).getByRole('note')).toHaveTextContent(
      'This month’s commission base is negative: it pays nothing and is carried to the next month.',
    );
  });

  it('says a settlement that is gone, and retries a failed list', async () => {
    const { sandbox } = reportsSandbox({ settlements, details });
    sandbox.fail(AGENT_SETTLEMENTS_PATH, httpError(500));
    await renderProxy(<SettlementsView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('Your settlements could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View the settlement of 2026-08' }));
    expect(await screen.findByText('This settlement no longer exists.')).toBeInTheDocument();
  });

  it('says when there is no settlement yet', async () => {
    const { sandbox } = reportsSandbox();
    await renderProxy(<SettlementsView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('No settlement yet: the first is made after your first complete month.')).toBeInTheDocument();
  });
});
