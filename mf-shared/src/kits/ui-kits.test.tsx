import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { desktopKit, desktopKitWithExtras, KitSlot, useDesktopKit, useUiKit } from './ui-kits';

// The useDesktopKit tests run first and in order: they load the real kit chunks into this file's
// slots, which start empty (createTestRoot, used below them, installs every kit).

function CoreProbe() {
  const kit = useDesktopKit();
  // @ts-expect-error Menu is an extra: reaching it takes useDesktopKit({ extras: true })
  const menu: unknown = kit.Menu;
  return <p>{`core: Button ${typeof kit.Button}, Menu ${typeof menu}`}</p>;
}

function ExtrasProbe() {
  const kit = useDesktopKit({ extras: true });
  return <p>{`with extras: Button ${typeof kit.Button}, Menu ${typeof kit.Menu}`}</p>;
}

/** Renders a probe that may suspend; returns whether the Suspense fallback showed. */
async function renderSuspending(probe: ReactNode): Promise<jest.Mock> {
  const fallbackShown = jest.fn();
  function Fallback() {
    fallbackShown();
    return <p>loading the kit</p>;
  }
  // React 19 resumes a suspended tree in tests only inside an awaited act.
  await act(async () => {
    render(<Suspense fallback={<Fallback />}>{probe}</Suspense>);
  });
  return fallbackShown;
}
// Requiring antd under jest takes a few seconds on a busy machine.
const loaded = { timeout: 15_000 };

describe('useDesktopKit', () => {
  it('gives the core kit alone, without loading the extras', async () => {
    const fallbackShown = await renderSuspending(<CoreProbe />);
    expect(fallbackShown).toHaveBeenCalled();
    expect(await screen.findByText('core: Button object, Menu undefined', {}, loaded)).toBeInTheDocument();
    expect(desktopKitWithExtras.now()).toBeNull();
  });

  it('with { extras: true }, suspends until the extras are there and gives both parts', async () => {
    const fallbackShown = await renderSuspending(<ExtrasProbe />);
    expect(fallbackShown).toHaveBeenCalled();
    expect(await screen.findByText('with extras: Button object, Menu object', {}, loaded)).toBeInTheDocument();
    // The core in it is the one the page already loaded: antd's components exist once.
    expect(desktopKitWithExtras.now()?.Button).toBe(desktopKit.now()?.Button);
  });
});

function FormProbe() {
  const ui = useUiKit({ extras: true });
  return ui.isDesktop ? <ui.desktop.Input aria-label="Desktop input" /> : <ui.mobile.Input aria-label="Mobile input" />;
}

function PlainProbe() {
  const ui = useUiKit();
  if (!ui.isDesktop) return <ui.mobile.Input aria-label="Mobile input" />;
  // @ts-expect-error Input is an extra on desktop: reaching it takes useUiKit({ extras: true })
  const input: unknown = ui.desktop.Input;
  return <ui.desktop.Button>{`Input ${typeof input}`}</ui.desktop.Button>;
}

describe('useUiKit', () => {
  it.each([
    [1280, 'Desktop input'],
    [390, 'Mobile input'],
  ])('with { extras: true } gives the layout’s kit with the extras at %i px', async (width, label) => {
    const root = await createTestRoot({ width });
    renderWithRoot(<FormProbe />, root);
    expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
  });

  it('without it, gives the desktop core only', async () => {
    renderWithRoot(<PlainProbe />, await createTestRoot({ width: 1280 }));
    expect(screen.getByRole('button', { name: 'Input undefined' })).toBeInTheDocument();
  });
});

describe('KitSlot', () => {
  it('forgets a failed load, so the next use tries again', async () => {
    const kit = { name: 'kit' };
    const load = jest.fn<Promise<typeof kit>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(kit);
    const slot = new KitSlot(load);
    await expect(slot.load()).rejects.toThrow('chunk failed');
    expect(slot.now()).toBeNull();
    await expect(slot.load()).resolves.toBe(kit);
    expect(slot.now()).toBe(kit);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
