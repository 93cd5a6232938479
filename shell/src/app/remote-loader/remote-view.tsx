import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type RemoteModuleExports } from '@casino/mf-shared';
import type { RemoteModuleId, RemoteModuleProps } from '@casino/contracts';
import { reloadIfChunkError } from '../updates/chunk-reload-guard';
import { KitTheme } from './kit-theme';
import { RemoteBoundary } from './remote-boundary';
import { useRemoteRegistry } from './registry-context';

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P>; withoutKit: boolean } | { status: 'failed'; error: Error };

/** The module's component, and whether it renders without the UI kit (RemoteModuleExports' `uiKit`). */
function readyState<P>(module: RemoteModuleExports<P>): LoadState<P> {
  return { status: 'ready', Component: module.default, withoutKit: module.uiKit === 'none' };
}

interface RemoteViewProps<Id extends RemoteModuleId> {
  id: Id;
  props: RemoteModuleProps<Id>;
  /** Hosts (modals, launcher) render nothing while loading or failed: they have no area. */
  quiet?: boolean;
  /** A load generation from outside (a host's retry): a change loads the remote afresh. */
  attempt?: number;
  /** Told when the module is there, or when it failed to load or threw (a quiet host's owner shows the failure). */
  onStatus?: (status: 'ready' | 'failed', error?: Error) => void;
}

/**
 * Loads one module of a remote and renders it in its own area: a loading state while it comes,
 * a fallback with a retry when it is missing, too slow or throws. The rest of the page goes on.
 * The area waits for the layout's UI kit and has antd's theme (KitTheme) unless the module renders
 * without the kit.
 */
export function RemoteView<Id extends RemoteModuleId>({
  id,
  props,
  quiet = false,
  attempt: outerAttempt = 0,
  onStatus,
}: RemoteViewProps<Id>) {
  const registry = useRemoteRegistry();
  const { bus } = useStores();
  const { t } = useTranslation('shell');
  const [ownAttempt, setAttempt] = useState(0);
  const attempt = ownAttempt + outerAttempt;
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  // A module already loaded (the page's first, rendered on the server) shows at once: the same markup as the server's.
  const [state, setState] = useState<LoadState<RemoteModuleProps<Id>>>(() => {
    const now = registry.loadedNow<RemoteModuleProps<Id>>(id);
    return now ? readyState(now) : { status: 'loading' };
  });
  const remote = id.slice(0, id.indexOf('/'));

  useEffect(() => {
    let active = true;
    const now = attempt === 0 ? registry.loadedNow<RemoteModuleProps<Id>>(id) : undefined;
    if (now) {
      setState((current) => (current.status === 'ready' && current.Component === now.default ? current : readyState(now)));
      onStatusRef.current?.('ready');
      return;
    }
    setState({ status: 'loading' });
    registry.load<RemoteModuleProps<Id>>(id, attempt > 0).then(
      (module) => {
        if (!active) return;
        setState(readyState(module));
        onStatusRef.current?.('ready');
      },
      (error: Error) => {
        if (!active) return;
        console.error(error);
        // Old chunks gone after a deploy: one reload fetches the new release.
        if (reloadIfChunkError(error)) return;
        bus.emit('remote:failed', { remote, error: error.message, phase: 'load' });
        setState({ status: 'failed', error });
        onStatusRef.current?.('failed', error);
      },
    );
    return () => {
      active = false;
    };
  }, [registry, bus, id, remote, attempt]);

  const fallback = (error: Error) =>
    quiet ? null : (
      <section className="remote-fallback" role="alert" data-remote={remote}>
        <h2>{t('remote.failedTitle')}</h2>
        <p>{t('remote.failedText')}</p>
        <details>
          <summary>{t('remote.details')}</summary>
          <code>{error.message}</code>
        </details>
        <button type="button" className="remote-fallback__retry" onClick={() => setAttempt((n) => n + 1)}>
          {t('ui.retry', { ns: 'common' })}
        </button>
      </section>
    );

  const loading = quiet ? null : (
    <div className="remote-loading" role="status" aria-busy="true" data-remote={remote}>
      <span className="remote-loading__spinner" aria-hidden="true" />
      <span>{t('remote.loading')}</span>
    </div>
  );
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return fallback(state.error);

  const { Component, withoutKit } = state;
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      fallback={fallback}
      onError={(error) => {
        if (reloadIfChunkError(error)) return;
        bus.emit('remote:failed', { remote, error: error.message, phase: 'render' });
        onStatusRef.current?.('failed', error);
      }}
    >
      {/* A module that throws on the server leaves this boundary to the browser, which renders it (docs/ssr.md). */}
      <Suspense fallback={loading}>
        {withoutKit ? (
          <Component {...props} />
        ) : (
          <KitTheme>
            <Component {...props} />
          </KitTheme>
        )}
      </Suspense>
    </RemoteBoundary>
  );
}
