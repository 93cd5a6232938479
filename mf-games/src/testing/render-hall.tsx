import type { Locale, SiteConfig } from '@casino/contracts';
import { LocationProbe, renderRemote, type FakeSandbox } from '@casino/mf-shared/testing';
import type { ReactElement } from 'react';

export const DESKTOP = 1280;
export const MOBILE = 390;

export interface RenderHallOptions {
  sandbox: FakeSandbox;
  url: string;
  /** Route patterns the page is mounted at. */
  paths: string[];
  width?: number;
  locale?: Locale;
  loggedIn?: boolean;
  config?: Partial<SiteConfig>;
}

/** Renders an exposed page of the game lists at the shell's patterns; any other path shows where the page went. */
export function renderHall(element: ReactElement, options: RenderHallOptions) {
  return renderRemote(element, {
    fetch: options.sandbox.fetch,
    url: options.url,
    paths: options.paths,
    routes: { '*': <LocationProbe /> },
    width: options.width ?? DESKTOP,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.loggedIn ? { loggedIn: true } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
}

/** A promise the test settles itself (a call held in flight). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
