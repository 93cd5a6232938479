import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleExports } from '@casino/mf-shared';
import type { BootManifest, LiveRemote, RemoteModuleId, RemoteName } from '@casino/contracts';
import { manifestIntegrityPlugin } from './manifest-integrity';
import { messageHintsPlugin, type MessageHintRequest } from './message-hints';
import type { ModuleRegistry } from './module-registry';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'missing' | 'timeout' | 'failed',
    cause?: unknown,
  ) {
    super(
      `Remote ${remote} ${reason === 'timeout' ? 'did not load in time' : reason === 'missing' ? 'is not in the release manifest' : 'failed to load'}`,
      {
        cause,
      },
    );
    this.name = 'RemoteLoadError';
  }
}

/** Registers the live remotes of a release with the federation runtime and loads their modules. */
export class RemoteRegistry implements ModuleRegistry {
  private readonly remotes: Map<string, LiveRemote>;
  /** Modules loaded, by id: what loadedNow answers. */
  private readonly loaded = new Map<RemoteModuleId, RemoteModuleExports<unknown>>();
  /** Remotes prefetched whose message chunks are hinted once their manifest is read. */
  private readonly messageHints = new Map<string, MessageHintRequest>();

  constructor(
    manifest: BootManifest,
    private readonly timeoutMs: number,
  ) {
    this.remotes = new Map(Object.values(manifest.remotes).map((remote) => [remote.name, remote]));
    registerPlugins([
      manifestIntegrityPlugin(Array.from(this.remotes.values()), window.location.href),
      messageHintsPlugin(this.messageHints),
    ]);
    registerRemotes(Array.from(this.remotes.values(), (remote) => ({ name: remote.name, entry: remote.entry })));
  }

  has(name: RemoteName): boolean {
    return this.remotes.has(name);
  }

  loadedNow<P>(id: RemoteModuleId): RemoteModuleExports<P> | undefined {
    return this.loaded.get(id) as RemoteModuleExports<P> | undefined;
  }

  /**
   * Starts loading a module ahead of its view (the first route's, at boot); the view's own load
   * then finds it on its way or there. A failure here is the view's to show, so it is not reported.
   */
  preload(id: RemoteModuleId): void {
    this.load(id).catch(() => undefined);
  }

  /**
   * Fetches a module's files without running anything of it but the remote's entry: its manifest,
   * remoteEntry.js, the module's own JS and CSS and the remote's message chunks of the languages
   * given, all at once. The shell's entry calls it for the route's module before the shared modules
   * are negotiated (nothing may run before that), so the files arrive while the shell boots rather
   * than one after the other behind it. Nothing is reported: the view's own load shows failures.
   */
  prefetch(id: RemoteModuleId, locales: readonly string[]): void {
    const name = id.slice(0, id.indexOf('/'));
    const remote = this.remotes.get(name);
    if (!remote) return;
    const moduleName = id.slice(id.indexOf('/') + 1);
    this.messageHints.set(name, { moduleName, locales, manifestUrl: remote.entry });
    preloadRemote([{ nameOrAlias: name, exposes: [`./${moduleName}`], resourceCategory: 'sync', share: false, depsRemote: false }]).catch(
      () => undefined,
    );
  }

  /**
   * Loads a module of a remote, giving up after the timeout. `fresh` drops what the runtime
   * cached of a failed attempt, so a retry really fetches the remote again.
   */
  async load<P>(id: RemoteModuleId, fresh = false): Promise<RemoteModuleExports<P>> {
    const name = id.slice(0, id.indexOf('/'));
    const remote = this.remotes.get(name);
    if (!remote) throw new RemoteLoadError(name, 'missing');
    if (fresh) {
      this.loaded.delete(id);
      registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RemoteLoadError(name, 'timeout')), this.timeoutMs);
    });
    try {
      const loaded = await Promise.race([loadRemote<RemoteModuleExports<P>>(id), timeout]);
      if (!loaded || typeof loaded.default !== 'function') throw new RemoteLoadError(name, 'failed');
      this.loaded.set(id, loaded as RemoteModuleExports<unknown>);
      return loaded;
    } catch (error) {
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, 'failed', error);
    } finally {
      clearTimeout(timer);
    }
  }
}
