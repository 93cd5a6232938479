import type { i18n as I18n } from 'i18next';
import { loadNamespace, type NamespaceLoader } from './create-i18n';

let providePage: (instance: I18n) => void = () => undefined;
let pageI18n = awaitPageI18n();

function awaitPageI18n(): Promise<I18n> {
  return new Promise<I18n>((resolve) => {
    providePage = resolve;
  });
}

/** The shell hands over the page's i18next instance as soon as it has created it (once per page). */
export function providePageI18n(instance: I18n): void {
  providePage(instance);
}

/**
 * A remote starts loading its messages for the page's language when its code arrives, rather than
 * when it first renders: the shell loads the route's remote at the very start of boot, so the
 * messages come in parallel with the shell's own start-up instead of one round trip after it.
 * Its `RemoteRoot` then finds them loaded (or on their way: webpack fetches a chunk once).
 * A failure is left to `RemoteRoot`, which loads again and shows it.
 */
export function preloadNamespace(ns: string, loader: NamespaceLoader): void {
  void pageI18n.then((instance) => loadNamespace(instance, ns, loader)).catch(() => undefined);
}

/** Tests: forget the page's instance. */
export function resetPageI18n(): void {
  pageI18n = awaitPageI18n();
}
