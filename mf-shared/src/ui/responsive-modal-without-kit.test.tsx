import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { desktopKit, desktopKitWithExtras, mobileKit, mobileKitWithExtras } from '../kits/ui-kits';
import { StoresProvider } from '../stores/stores-context';
import { createTestRoot, renderWithRoot } from '../testing';
import { ActionButton } from './action-button';
import { ResponsiveModal } from './responsive-modal';

// Its own file: the kits' slots stay empty here, as on the home page's first view (createTestRoot would install them).

const kitSlots = [desktopKit, desktopKitWithExtras, mobileKit, mobileKitWithExtras] as const;

function Notice({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show notice
      </button>
      <ResponsiveModal
        open={open}
        title="Notice"
        onClose={() => setOpen(false)}
        headerClose={false}
        width={480}
        className="site-notice"
        footer={
          <ActionButton
            onClick={() => {
              onDone();
              setOpen(false);
            }}
          >
            Close
          </ActionButton>
        }
      >
        <p>Welcome back.</p>
      </ResponsiveModal>
    </>
  );
}

beforeEach(() => {
  for (const slot of kitSlots) jest.spyOn(slot, 'install').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
] as const)('ResponsiveModal and ActionButton on %s without a UI kit', (_name, width) => {
  it('open, close and render without loading either kit', async () => {
    const loads = kitSlots.map((slot) => jest.spyOn(slot, 'load'));
    const root = await createTestRoot({ width });
    const onDone = jest.fn();
    renderWithRoot(<Notice onDone={onDone} />, root);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Show notice' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveClass('site-notice');
    expect(dialog).toHaveTextContent('Welcome back.');
    // In a portal into the body, not inside the owner's markup.
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(dialog.style.width).toBe(width === 1280 ? '480px' : '');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    for (const slot of kitSlots) expect(slot.now()).toBeNull();
  });

  it('closes when the mask around it is clicked', async () => {
    const root = await createTestRoot({ width });
    renderWithRoot(<Notice onDone={() => undefined} />, root);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Show notice' }));
    });
    await screen.findByRole('dialog', { name: 'Notice' });
    const mask = document.querySelector<HTMLElement>('.responsive-dialog-mask');
    expect(mask).not.toBeNull();
    await userEvent.click(mask!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("makes the page's root inert while open, and gives focus back to the opener once it is live again", async () => {
    const root = await createTestRoot({ width });
    const page = document.createElement('div');
    page.id = 'root';
    document.body.append(page);
    try {
      render(
        <StoresProvider store={root.store}>
          <I18nextProvider i18n={root.i18n}>
            <Notice onDone={() => undefined} />
          </I18nextProvider>
        </StoresProvider>,
        { container: page },
      );
      const opener = screen.getByRole('button', { name: 'Show notice' });
      await act(async () => {
        await userEvent.click(opener);
      });
      const dialog = await screen.findByRole('dialog', { name: 'Notice' });
      expect(page).toHaveAttribute('inert');
      expect(page.contains(dialog)).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(page).not.toHaveAttribute('inert');
      await waitFor(() => expect(opener).toHaveFocus());
    } finally {
      page.remove();
    }
  });

  it('is no part of the server HTML, even open', async () => {
    const root = await createTestRoot({ width });
    const html = renderToString(
      <StoresProvider store={root.store}>
        <I18nextProvider i18n={root.i18n}>
          <ResponsiveModal open title="Notice" onClose={() => undefined}>
            <p>Welcome back.</p>
          </ResponsiveModal>
        </I18nextProvider>
      </StoresProvider>,
    );
    expect(html).not.toContain('Welcome back.');
    expect(html).not.toContain('dialog');
  });
});
