import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_RECORD_PATH, type TransferRecordData } from '@casino/contracts';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { TransferRecordView } from './transfer-record-view';

const rows: TransferRecordData[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  order_number: `TR${1000 + index}`,
  from: index % 2 ? 'MAIN' : 'GPR8',
  to: index % 2 ? 'GPR8' : 'MAIN',
  amount: 10 + index,
  status: 1,
  created_at: '2026-03-01T12:00:00Z',
}));

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('transfer record on %s', (_name, width) => {
  it('reads the last 7 days 20 a page, pages, and refuses a reversed range without calling', async () => {
    const sandbox = createFakeSandbox({
      [TRANSFER_RECORD_PATH]: (body) => {
        const page = Number(body.page);
        return { list: rows.slice((page - 1) * 20, page * 20), total_count: rows.length };
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderMember(<TransferRecordView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('TR1000')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(sandbox.callsTo(TRANSFER_RECORD_PATH)[0]?.body).toMatchObject({ page: 1, count: 20 });
    expect(screen.getAllByText('Main wallet → GPR8').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('TR1024')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    const calls = sandbox.hits(TRANSFER_RECORD_PATH);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(sandbox.hits(TRANSFER_RECORD_PATH)).toBe(calls);
  });

  it('says when a period has no transfers', async () => {
    const sandbox = createFakeSandbox({ [TRANSFER_RECORD_PATH]: () => ({ list: [], total_count: 0 }) });
    await renderMember(<TransferRecordView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('No transfers in this period.')).toBeInTheDocument();
  });
});
