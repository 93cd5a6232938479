import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '../testing';
import { SearchButton } from './search-button';

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('SearchButton on %s', (_device, width) => {
  it("sends the list's filter form", async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithRoot(
      <form aria-label="Filter" onSubmit={onSubmit}>
        <SearchButton>Search</SearchButton>
      </form>,
      await createTestRoot({ width }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
