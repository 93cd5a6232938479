import { use } from 'react';
import { useStores } from '../stores/stores-context';
import type * as DesktopKitModule from './desktop-kit';
import type * as MobileKitModule from './mobile-kit';

/** antd's components the apps use (desktop-kit.ts). */
export type DesktopKit = typeof DesktopKitModule;
/** antd-mobile's components the apps use (mobile-kit.ts). */
export type MobileKit = typeof MobileKitModule;

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

/** The desktop kit (antd): loaded on a desktop page only. */
export const desktopKit = new KitSlot<DesktopKit>(() => import(/* webpackChunkName: "kit-desktop" */ './desktop-kit'));
/** The mobile kit (antd-mobile): loaded on a mobile page only. */
export const mobileKit = new KitSlot<MobileKit>(async () => {
  const kit = await import(/* webpackChunkName: "kit-mobile" */ './mobile-kit');
  kit.configureMobileRendering();
  return kit;
});

/** The desktop kit in a desktop-only component. */
export function useDesktopKit(): DesktopKit {
  return use(desktopKit.load());
}

/** The mobile kit in a mobile-only component. */
export function useMobileKit(): MobileKit {
  return use(mobileKit.load());
}

/** The kit of the layout on show: narrow on `isDesktop` to reach its components. */
export type UiKit = { isDesktop: true; desktop: DesktopKit; mobile: null } | { isDesktop: false; desktop: null; mobile: MobileKit };

/**
 * The kit of the current layout, in a component that renders either. Only that kit is
 * downloaded; crossing the breakpoint loads the other one (the component suspends meanwhile).
 */
export function useUiKit(): UiKit {
  const { layout } = useStores();
  return layout.isDesktop
    ? { isDesktop: true, desktop: use(desktopKit.load()), mobile: null }
    : { isDesktop: false, desktop: null, mobile: use(mobileKit.load()) };
}

/** Loads the kit of a layout (the shell starts it at boot, in parallel with its own work). */
export function loadUiKit(isDesktop: boolean): Promise<unknown> {
  return isDesktop ? desktopKit.load() : mobileKit.load();
}
