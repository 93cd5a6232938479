import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { isNamespaceLoaded, loadNamespace, type NamespaceLoader } from './create-i18n';

interface NamespaceGateProps {
  ns: string;
  loader: NamespaceLoader;
  /**
   * Shown while the messages load; keep it the size of the content to avoid a jump. By default a
   * loading area of 240 px; `null` for hosts (modals, launchers), which have no area of their own.
   */
  fallback?: ReactNode;
  children: ReactNode;
}

const defaultFallback = <div className="remote-loading" role="status" aria-busy="true" />;

/** One load per instance, namespace and language: the promise React's `use` waits for. */
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

function namespaceLoad(instance: I18n, ns: string, loader: NamespaceLoader): Promise<void> {
  let own = loads.get(instance);
  if (!own) loads.set(instance, (own = new Map()));
  const key = `${ns}\u0000${instance.language}`;
  let load = own.get(key);
  if (!load) {
    load = loadNamespace(instance, ns, loader);
    own.set(key, load);
    // A failed load is tried again at the next render that needs it (a Retry), not kept.
    load.catch(() => own.delete(key));
  }
  return load;
}

function Loaded({ ns, loader, children }: Omit<NamespaceGateProps, 'fallback'>) {
  const { i18n } = useTranslation();
  // Already there: no suspension, so a page rendered on the server hydrates at once.
  if (!isNamespaceLoaded(i18n, ns)) use(namespaceLoad(i18n, ns, loader));
  return <>{children}</>;
}

/**
 * Renders its children once a remote's messages are loaded for the current language (again when
 * the language changes). It suspends until then: on the server the page waits for the messages,
 * in the browser the fallback shows (docs/ssr.md). A failed load throws to the error boundary.
 */
export function NamespaceGate({ ns, loader, fallback = defaultFallback, children }: NamespaceGateProps) {
  return (
    <Suspense fallback={fallback}>
      <Loaded ns={ns} loader={loader}>
        {children}
      </Loaded>
    </Suspense>
  );
}
