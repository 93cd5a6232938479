import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DW_RECORD_PATH } from '@casino/contracts';
import { httpError } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { moneySandbox, record } from '../../../testing/money-sandbox';
import { DwRecordView } from './dw-record-view';

const rows = Array.from({ length: 12 }, (_, i) => record(i + 1, i % 3 === 0 ? { type: 2, method_name: 'ICBC', status: 'pending' } : {}));

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('DW record on %s', (_name, width) => {
  it('lists the last 7 days, pages through them and filters by type', async () => {
    const { sandbox } = moneySandbox({ records: rows });
    await renderMember(<DwRecordView />, { width, fetch: sandbox.fetch });
    const table = await screen.findByRole('table', { name: 'Deposits and withdrawals' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('D20250610000001')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 (12 records)')).toBeInTheDocument();
    const first = sandbox.callsTo(DW_RECORD_PATH)[0]?.body;
    expect(first).toMatchObject({ type: 0, page: 1, count: 10 });
    expect(first?.['start_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (12 records)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Withdrawal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Page 1 of 1 (4 records)')).toBeInTheDocument();
    expect(sandbox.callsTo(DW_RECORD_PATH).at(-1)?.body).toMatchObject({ type: 2, page: 1 });
  });

  it('says when there is nothing, refuses a reversed range and retries a failure', async () => {
    const { sandbox } = moneySandbox();
    sandbox.fail(DW_RECORD_PATH, httpError(500));
    const { store } = await renderMember(<DwRecordView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No deposits or withdrawals in this period.')).toBeInTheDocument();

    const start = screen.getByLabelText('From');
    await userEvent.clear(start);
    await userEvent.type(start, '2099-01-01');
    const calls = sandbox.callsTo(DW_RECORD_PATH).length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(sandbox.callsTo(DW_RECORD_PATH)).toHaveLength(calls);

    // a deposit completing elsewhere refreshes the page
    act(() => store.bus.emit('realtime:deposit-success', { orderNumber: 'D1', amount: 1, depositTimes: 1 }));
    await waitFor(() => expect(sandbox.callsTo(DW_RECORD_PATH)).toHaveLength(calls + 1));
  });
});
