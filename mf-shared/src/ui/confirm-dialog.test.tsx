import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot } from '../testing';
import { confirmDialog } from './confirm-dialog';

describe('confirmDialog', () => {
  const texts = { title: 'A game is still playing', content: 'Log out anyway?', ok: 'Log out', cancel: 'Keep playing' };

  it.each([
    ['desktop', true],
    ['mobile', false],
  ])('on %s resolves with the choice', async (_name, isDesktop) => {
    await createTestRoot();
    // antd-mobile's dialog takes clicks once its opening animation ends, which jsdom never plays.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let answer = confirmDialog(isDesktop, texts);
    await user.click(await screen.findByRole('button', { name: 'Keep playing' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('Log out anyway?')).not.toBeInTheDocument());

    answer = confirmDialog(isDesktop, texts);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await expect(answer).resolves.toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
});
