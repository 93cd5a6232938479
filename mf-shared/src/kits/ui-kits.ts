import { use } from 'react';
import { useStores } from '../stores/stores-context';
import type * as DesktopKitModule from './desktop-kit';
import type * as DesktopKitExtrasModule from './desktop-kit-extras';
import type * as MobileKitModule from './mobile-kit';
import type * as MobileKitExtrasModule from './mobile-kit-extras';

/** antd's components the first view of every desktop page needs (desktop-kit.ts). */
export type DesktopKit = typeof DesktopKitModule;
/** The desktop kit with its extras: antd's forms, menus, tabs and notes too (desktop-kit-extras.ts). */
export type DesktopKitWithExtras = DesktopKit & typeof DesktopKitExtrasModule;
/** antd-mobile's components the first view of every mobile page needs (mobile-kit.ts). */
export type MobileKit = typeof MobileKitModule;
/** The mobile kit with its extras: antd-mobile's form fields, tabs, steps and badges too (mobile-kit-extras.ts). */
export type MobileKitWithExtras = MobileKit & typeof MobileKitExtrasModule;

/** A promise React's `use` reads without suspending once it has settled. */
interface TrackedPromise<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/**
 * One UI kit, loaded at most once per page and only when something needs it. Set-up steps (the
 * toast configuration, antd-mobile's renderer) run when it arrives. A failed load (a chunk that
 * did not come) is forgotten, so the next use tries again.
 */
export class KitSlot<K> {
  private promise: TrackedPromise<K> | null = null;
  private readonly setups: ((kit: K) => void)[] = [];

  constructor(private readonly importKit: () => Promise<K>) {}

  /**
   * Starts loading the kit (if it is not there yet) and gives the promise of it: always the same
   * promise, marked once settled, so React's `use` reads a loaded kit without suspending.
   */
  load(): Promise<K> {
    return this.tracked();
  }

  /** The kit if it is loaded, else null. */
  now(): K | null {
    return this.promise?.status === 'fulfilled' ? (this.promise.value ?? null) : null;
  }

  /** Runs `setup` with the kit once it is loaded (at once if it is); does not load it. */
  configure(setup: (kit: K) => void): void {
    this.setups.push(setup);
    const kit = this.now();
    if (kit) setup(kit);
  }

  /** Uses the kit given, already loaded (tests, which import the kits themselves). */
  install(kit: K): void {
    if (this.now() === kit) return;
    const promise: TrackedPromise<K> = Promise.resolve(kit);
    promise.status = 'fulfilled';
    promise.value = kit;
    this.promise = promise;
    this.setups.forEach((setup) => setup(kit));
  }

  /**
   * Tests of a page that must render without the kit (docs/remotes.md, "A page without the UI
   * kit"): the kit never comes, and whatever asks for it throws `reason` where it asks.
   */
  refuse(reason: Error): void {
    const promise: TrackedPromise<K> = Promise.reject(reason);
    promise.catch(() => undefined);
    promise.status = 'rejected';
    promise.reason = reason;
    this.promise = promise;
  }

  private tracked(): TrackedPromise<K> {
    if (this.promise) return this.promise;
    const promise: TrackedPromise<K> = this.importKit().then(
      (kit) => {
        promise.status = 'fulfilled';
        promise.value = kit;
        this.setups.forEach((setup) => setup(kit));
        return kit;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (this.promise === promise) this.promise = null;
        throw reason;
      },
    );
    promise.status = 'pending';
    this.promise = promise;
    return promise;
  }
}

/** The desktop kit's core (antd): loaded on a desktop page only, at boot. */
export const desktopKit = new KitSlot<DesktopKit>(() => import(/* webpackChunkName: "kit-desktop" */ './desktop-kit'));
/**
 * The desktop kit with its extras, whose chunk loads beside the core's (in parallel, the core
 * taken from its own slot) when a component first asks for them: never on the home page's first view.
 */
export const desktopKitWithExtras = new KitSlot<DesktopKitWithExtras>(async () => {
  const [core, extras] = await Promise.all([
    desktopKit.load(),
    import(/* webpackChunkName: "kit-desktop-extras" */ './desktop-kit-extras'),
  ]);
  return { ...core, ...extras };
});
/** The mobile kit's core (antd-mobile): loaded on a mobile page only, at boot. */
export const mobileKit = new KitSlot<MobileKit>(async () => {
  const kit = await import(/* webpackChunkName: "kit-mobile" */ './mobile-kit');
  kit.configureMobileRendering();
  return kit;
});
/**
 * The mobile kit with its extras, whose chunk loads beside the core's (in parallel, the core taken
 * from its own slot) when a component first asks for them: never on the home page's first view.
 */
export const mobileKitWithExtras = new KitSlot<MobileKitWithExtras>(async () => {
  const [core, extras] = await Promise.all([mobileKit.load(), import(/* webpackChunkName: "kit-mobile-extras" */ './mobile-kit-extras')]);
  return { ...core, ...extras };
});

/**
 * What a component asks of the kit. `extras: true`: the kit's extras too (desktop: forms, menus,
 * tabs, notes, desktop-kit-extras.ts; mobile: form fields, tabs, steps, badges,
 * mobile-kit-extras.ts), which the first view of the home page must not ask for.
 */
interface KitOptions {
  extras?: boolean;
}

function loadDesktopKit(options: KitOptions): Promise<DesktopKit> {
  return options.extras ? desktopKitWithExtras.load() : desktopKit.load();
}

function loadMobileKit(options: KitOptions): Promise<MobileKit> {
  return options.extras ? mobileKitWithExtras.load() : mobileKit.load();
}

/** The desktop kit in a desktop-only component: `{ extras: true }` for antd's forms, menus, tabs and notes. */
export function useDesktopKit(options?: { extras?: false }): DesktopKit;
export function useDesktopKit(options: { extras: true }): DesktopKitWithExtras;
export function useDesktopKit(options: KitOptions = {}): DesktopKit {
  return use(loadDesktopKit(options));
}

/** The mobile kit in a mobile-only component: `{ extras: true }` for antd-mobile's form fields, tabs, steps and badges. */
export function useMobileKit(options?: { extras?: false }): MobileKit;
export function useMobileKit(options: { extras: true }): MobileKitWithExtras;
export function useMobileKit(options: KitOptions = {}): MobileKit {
  return use(loadMobileKit(options));
}

/** The kit of the layout on show: narrow on `isDesktop` to reach its components. */
export type UiKit<Desktop extends DesktopKit = DesktopKit, Mobile extends MobileKit = MobileKit> =
  { isDesktop: true; desktop: Desktop; mobile: null } | { isDesktop: false; desktop: null; mobile: Mobile };

/**
 * The kit of the current layout, in a component that renders either: `{ extras: true }` for the
 * desktop kit's extras (forms, menus, tabs, notes). Only that layout's kit is downloaded; the
 * component suspends until every part it asked for is there, and crossing the breakpoint loads
 * the other kit.
 */
export function useUiKit(options?: { extras?: false }): UiKit;
export function useUiKit(options: { extras: true }): UiKit<DesktopKitWithExtras, MobileKitWithExtras>;
export function useUiKit(options: KitOptions = {}): UiKit {
  const { layout } = useStores();
  return layout.isDesktop
    ? { isDesktop: true, desktop: use(loadDesktopKit(options)), mobile: null }
    : { isDesktop: false, desktop: null, mobile: use(loadMobileKit(options)) };
}

/**
 * Loads the kit of a layout: its core (the shell starts it at boot, in parallel with its own work),
 * or with its extras too (the shell starts them when a link to another page is hovered or
 * focused, with that page's remote).
 */
export function loadUiKit(isDesktop: boolean, options: KitOptions = {}): Promise<unknown> {
  return isDesktop ? loadDesktopKit(options) : loadMobileKit(options);
}
