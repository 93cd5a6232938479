import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_OPERATION_REPORT_PATH } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import { renderProxy } from '../../../testing/render-proxy';
import { figures, reportsSandbox } from '../../../testing/reports-sandbox';
import { OperationReportView } from './operation-report-view';

const periods = [
  {
    start_date: '2026-09-01',
    end_date: '2026-09-30',
    ...figures({ deposits: 11500, deposit_count: 10, bets: 22600, payouts: 20090, win_loss: 2510, active_members: 10 }),
  },
  {
    start_date: '2026-10-01',
    end_date: '2026-10-31',
    ...figures({ deposits: 6400, deposit_count: 3, bets: 12680, payouts: 14612, win_loss: -1932, new_members: 2 }),
  },
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('operation report on %s', (_name, width) => {
  it('shows the last six months by month with the totals, then another granularity and range', async () => {
    const { sandbox } = reportsSandbox({ periods });
    await renderProxy(<OperationReportView />, { width, fetch: sandbox.fetch });
    const table = await screen.findByRole('table', { name: 'Operation report' });
    const first = sandbox.callsTo(AGENT_OPERATION_REPORT_PATH)[0]?.body;
    expect(first).toMatchObject({ granularity: 'month' });
    expect(String(first?.['start_date'])).toMatch(/^\d{4}-\d{2}-01$/);

    const october = within(table).getByRole('rowheader', { name: '2026-10' }).closest('tr');
    if (!october) throw new Error('no October row');
    expect(cells(october)).toEqual([
      'RMB 6,400.00Orders: 3',
      'RMB 0.00Orders: 0',
      'RMB 12,680.00',
      'RMB 0.00',
      'RMB 14,612.00',
      'RMB -1,932.00',
      '0',
      '2',
    ]);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    if (!total) throw new Error('no total row');
    expect(cells(total)[0]).toBe('RMB 17,900.00Orders: 13');

    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    const start = screen.getByLabelText('From');
    const end = screen.getByLabelText('To');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-10-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Operation report' });
    expect(sandbox.callsTo(AGENT_OPERATION_REPORT_PATH).at(-1)?.body).toEqual({
      granularity: 'day',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
  });

  it('refuses a range longer than the granularity allows without asking', async () => {
    const { sandbox } = reportsSandbox({ periods });
    await renderProxy(<OperationReportView />, { width, fetch: sandbox.fetch });
    await screen.findByRole('table', { name: 'Operation report' });
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    const start = screen.getByLabelText('From');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-01-01');
    const calls = sandbox.callsTo(AGENT_OPERATION_REPORT_PATH).length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose a period of at most 31 days.')).toBeInTheDocument();
    expect(sandbox.callsTo(AGENT_OPERATION_REPORT_PATH)).toHaveLength(calls);
  });

  it('says when the downline did nothing and retries a failed load', async () => {
    const { sandbox } = reportsSandbox({ periods: [{ start_date: '2026-10-01', end_date: '2026-10-31', ...figures() }] });
    sandbox.fail(AGENT_OPERATION_REPORT_PATH, httpError(500));
    await renderProxy(<OperationReportView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('The operation report could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your downline had no activity in this range.')).toBeInTheDocument();
  });
});
