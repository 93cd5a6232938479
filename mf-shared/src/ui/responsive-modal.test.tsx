import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use, useState } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { ResponsiveModal } from './responsive-modal';

function Opener({ placement }: { placement?: 'center' | 'bottom' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show notice
      </button>
      <ResponsiveModal open={open} title="Notice" onClose={() => setOpen(false)} mobilePlacement={placement}>
        <label>
          Answer
          <input />
        </label>
        <button type="button">Agree</button>
      </ResponsiveModal>
    </>
  );
}

describe.each([
  ['desktop', 1280, undefined],
  ['mobile (centre)', 390, 'center'],
  ['mobile (bottom sheet)', 390, 'bottom'],
] as const)('ResponsiveModal on %s', (_name, width, placement) => {
  it('is opened, used and closed with the keyboard alone; focus returns to the opener', async () => {
    const root = await createTestRoot({ width });
    renderWithRoot(<Opener placement={placement} />, root);
    const user = userEvent.setup();

    const opener = screen.getByRole('button', { name: 'Show notice' });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab cycles inside the dialog, never to the page behind it nor out to the browser's controls.
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(opener).not.toHaveFocus();
    }
    const answer = within(dialog).getByLabelText('Answer');
    for (let step = 0; step < 4 && document.activeElement !== answer; step += 1) await user.tab();
    await user.keyboard('42');
    expect(within(dialog).getByLabelText('Answer')).toHaveValue('42');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument());
  });

  it('closes with its × button, named Close', async () => {
    const root = await createTestRoot({ width });
    renderWithRoot(<Opener placement={placement} />, root);
    await userEvent.click(screen.getByRole('button', { name: 'Show notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument());
  });
});

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
] as const)('ResponsiveModal on %s holds the page still without an injected style', (_name, width) => {
  it('locks the page with a class while open and injects no <style> element (the CSP would refuse it)', async () => {
    const root = await createTestRoot({ width });
    renderWithRoot(<Opener />, root);
    await userEvent.click(screen.getByRole('button', { name: 'Show notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(document.documentElement).toHaveClass('site-scroll-locked');
    // antd's own locker would add `html body { overflow-y: hidden }` in a style of its own, without the nonce.
    const lockerStyles = [...document.querySelectorAll('style')].filter((style) => /html body\s*\{[^}]*overflow-y/.test(style.textContent));
    expect(lockerStyles).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('site-scroll-locked'));
  });
});

describe('ResponsiveModal on desktop keeps the scrollbar gutter only where the scrollbar took room', () => {
  /** The page's width inside its scrollbar: the window's width less what a classic scrollbar takes. */
  function pageWidth(width: number) {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => width });
  }
  afterEach(() => {
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
  });

  async function openNotice() {
    renderWithRoot(<Opener />, await createTestRoot({ width: 1280 }));
    await userEvent.click(screen.getByRole('button', { name: 'Show notice' }));
    return screen.findByRole('dialog', { name: 'Notice' });
  }

  it('keeps the gutter of a scrollbar that took room, and drops it with the lock', async () => {
    pageWidth(window.innerWidth - 15);
    const dialog = await openNotice();
    expect(document.documentElement).toHaveClass('site-scroll-locked', 'site-scroll-locked--gutter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('site-scroll-locked'));
    expect(document.documentElement).not.toHaveClass('site-scroll-locked--gutter');
  });

  it('adds no gutter where the scrollbar took none (overlay scrollbars, a short page)', async () => {
    pageWidth(window.innerWidth);
    await openNotice();
    expect(document.documentElement).toHaveClass('site-scroll-locked');
    expect(document.documentElement).not.toHaveClass('site-scroll-locked--gutter');
  });
});

/** Content still loading (as a form whose kit extras are on their way): it suspends for good here. */
const never = new Promise<never>(() => undefined);
function LoadingContent(): never {
  return use(never);
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
] as const)('ResponsiveModal on %s, with content that suspends', (_name, width) => {
  it('stays open with its title and a loading line in place of the content', async () => {
    const root = await createTestRoot({ width });
    await act(async () => {
      renderWithRoot(
        <ResponsiveModal open title="Log in" onClose={() => undefined}>
          <LoadingContent />
        </ResponsiveModal>,
        root,
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
  });
});
