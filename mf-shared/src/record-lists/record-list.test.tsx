import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { rangeProblem, type DateRange, type RangeProblem } from '@casino/contracts';
import { createTestRoot, renderWithRoot } from '../testing';
import { DateRangeFilter } from './date-range-filter';
import { Pager } from './pager';

function Filter({ onSearch }: { onSearch: (range: DateRange) => void }) {
  const [range, setRange] = useState({ start: '2026-03-01', end: '2026-03-10' });
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const submit = () => {
    const found = rangeProblem(range);
    setProblem(found);
    if (!found) onSearch(range);
  };
  return <DateRangeFilter id="t" label="Filters" range={range} onChange={setRange} problem={problem} onSubmit={submit} />;
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('record list pieces on %s', (_device, width) => {
  it('DateRangeFilter searches a good range and says what is wrong with a bad one', async () => {
    const onSearch = jest.fn();
    renderWithRoot(<Filter onSearch={onSearch} />, await createTestRoot({ width }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ start: '2026-03-01', end: '2026-03-10' });
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a period of at most 90 days.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('Pager says where the member is and moves a page at a time', async () => {
    const onPage = jest.fn();
    const root = await createTestRoot({ width });
    const { unmount } = renderWithRoot(<Pager page={1} pages={3} onPage={onPage} />, root);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    unmount();
    renderWithRoot(<Pager page={3} pages={3} total={25} label="Transfer pages" onPage={onPage} />, root);
    expect(screen.getByRole('navigation', { name: 'Transfer pages' })).toHaveTextContent('Page 3 of 3 (25 records)');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
