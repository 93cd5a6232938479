import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import {
  desktopKit,
  desktopKitWithExtras,
  KitSlot,
  mobileKit,
  mobileKitWithExtras,
  useDesktopKit,
  useMobileKit,
  useUiKit,
} from './ui-kits';

// The useDesktopKit and useMobileKit tests run first and in order: they load the real kit chunks into this file's
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

function MobileCoreProbe() {
  const kit = useMobileKit();
  // @ts-expect-error Input is an extra: reaching it takes useMobileKit({ extras: true })
  const input: unknown = kit.Input;
  return <p>{`mobile core: Toast ${typeof kit.Toast}, Input ${typeof input}`}</p>;
}

function MobileExtrasProbe() {
  const kit = useMobileKit({ extras: true });
  return <p>{`mobile with extras: Toast ${typeof kit.Toast}, Input ${typeof kit.Input}`}</p>;
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

describe('useMobileKit', () => {
  it('gives the core kit alone (the first view’s components), without loading the extras', async () => {
    const fallbackShown = await renderSuspending(<MobileCoreProbe />);
    expect(fallbackShown).toHaveBeenCalled();
    expect(await screen.findByText('mobile core: Toast object, Input undefined', {}, loaded)).toBeInTheDocument();
    expect(mobileKitWithExtras.now()).toBeNull();
  });

  it('with { extras: true }, suspends until the extras are there and gives both parts', async () => {
    const fallbackShown = await renderSuspending(<MobileExtrasProbe />);
    expect(fallbackShown).toHaveBeenCalled();
    expect(await screen.findByText('mobile with extras: Toast object, Input object', {}, loaded)).toBeInTheDocument();
    // The core in it is the one the page already loaded: antd-mobile's components exist once.
    expect(mobileKitWithExtras.now()?.Toast).toBe(mobileKit.now()?.Toast);
  });
});

function FormProbe() {
  const ui = useUiKit({ extras: true });
  return ui.isDesktop ? <ui.desktop.Input aria-label="Desktop input" /> : <ui.mobile.Input aria-label="Mobile input" />;
}

function PlainProbe() {
  const ui = useUiKit();
  // @ts-expect-error Input is an extra on both layouts: reaching it takes useUiKit({ extras: true })
  const input: unknown = ui.isDesktop ? ui.desktop.Input : ui.mobile.Input;
  return ui.isDesktop ? (
    <ui.desktop.Button>{`Input ${typeof input}`}</ui.desktop.Button>
  ) : (
    <ui.mobile.Button>{`Input ${typeof input}`}</ui.mobile.Button>
  );
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

  it.each([1280, 390])('without it, gives the layout’s core only at %i px', async (width) => {
    renderWithRoot(<PlainProbe />, await createTestRoot({ width }));
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
