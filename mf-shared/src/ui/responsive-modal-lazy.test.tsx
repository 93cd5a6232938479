import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { focusTrap, ResponsiveModal } from './responsive-modal';

// Its own file: this test needs focus-trap's slot as a page starts it, empty (createTestRoot would install it).

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show notice
      </button>
      <ResponsiveModal open={open} title="Notice" onClose={() => setOpen(false)}>
        <button type="button">Agree</button>
      </ResponsiveModal>
    </>
  );
}

describe('ResponsiveModal before any dialog of the page has opened', () => {
  it('does not load focus-trap while closed; the first opening loads it and traps focus', async () => {
    jest.spyOn(focusTrap, 'install').mockImplementation(() => undefined);
    const root = await createTestRoot({ width: 390 });
    renderWithRoot(<Opener />, root);
    await act(async () => {
      await Promise.resolve();
    });
    expect(focusTrap.now()).toBeNull();

    // React 19 resumes a suspended tree in tests only inside an awaited act.
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Show notice' }));
      await focusTrap.load();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(focusTrap.now()).not.toBeNull();
  });
});
