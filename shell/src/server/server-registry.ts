import fs from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleExports } from '@casino/mf-shared';
import type { RemoteModuleId, RemoteName } from '@casino/contracts';
import type { ModuleRegistry } from '../app/remote-loader/module-registry';

/** The file of the release a URL names (the shell server maps the release host to its folder), or null. */
export type ReleaseFileResolver = (url: string) => string | null;

let resolver: ReleaseFileResolver | null = null;
/** The server entries registered with the federation runtime, by remote. */
const registered = new Map<string, string>();

/**
 * Runs a remote's server container (a CommonJS module) from the release folder, with Node's own
 * `require` (it asks for Node's modules only). Its chunks are
 * then found beside it on disk by the node federation runtime (it looks in its own __dirname).
 */
declare const __non_webpack_require__: NodeJS.Require;

async function runContainer(file: string): Promise<unknown> {
  const code = await fs.readFile(file, 'utf8');
  const module: { exports: unknown } = { exports: {} };
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: file });
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, __non_webpack_require__, path.dirname(file), file);
  return module.exports;
}

/** The runtime loads remote entries through this hook: files of the release, never the network. */
function ensurePlugin(resolve: ReleaseFileResolver): void {
  const first = !resolver;
  resolver = resolve;
  if (!first) return;
  registerPlugins([
    {
      name: 'casino-release-files',
      async loadEntry({ remoteInfo }) {
        const file = resolver?.(remoteInfo.entry);
        if (!file) throw new Error(`${remoteInfo.name}: ${remoteInfo.entry} is not a file of the release`);
        // The container is exported under the remote's name (library commonjs-module, named).
        const exported = (await runContainer(file)) as Record<string, unknown>;
        return (exported[remoteInfo.name] ?? exported) as never;
      },
    },
  ]);
}

/**
 * The remotes of a request on the server: their server containers (server/remoteEntry.js of the
 * versions the manifest names) registered with the federation runtime. A new version (promote,
 * rollback) replaces the old one at the next request.
 */
export class ServerRegistry implements ModuleRegistry {
  private readonly loaded = new Map<RemoteModuleId, RemoteModuleExports<unknown>>();

  constructor(
    private readonly entries: Partial<Record<RemoteName, string>>,
    resolve: ReleaseFileResolver,
    private readonly timeoutMs: number,
  ) {
    ensurePlugin(resolve);
    const changed = Object.entries(entries).filter(([name, entry]) => entry && registered.get(name) !== entry);
    if (changed.length) {
      registerRemotes(
        changed.map(([name, entry]) => ({ name, entry: entry as string })),
        { force: true },
      );
      for (const [name, entry] of changed) registered.set(name, entry as string);
    }
  }

  has(name: RemoteName): boolean {
    return Boolean(this.entries[name]);
  }

  loadedNow<P>(id: RemoteModuleId): RemoteModuleExports<P> | undefined {
    return this.loaded.get(id) as RemoteModuleExports<P> | undefined;
  }

  preload(): void {
    // Nothing loads on the server but the page's module.
  }

  async load<P>(id: RemoteModuleId): Promise<RemoteModuleExports<P>> {
    const name = id.slice(0, id.indexOf('/')) as RemoteName;
    if (!this.has(name)) throw new Error(`Remote ${name} has no server build in the release`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Remote ${name} did not load in time on the server`)), this.timeoutMs);
    });
    try {
      const module = await Promise.race([loadRemote<RemoteModuleExports<P>>(id), timeout]);
      if (!module || typeof module.default !== 'function') throw new Error(`Remote ${name}: ${id} is not a component`);
      this.loaded.set(id, module as RemoteModuleExports<unknown>);
      return module;
    } catch (error) {
      // The runtime keeps a container that failed, or whose load never settles, under its entry:
      // forgotten here, the next request registers it again and reads its files afresh (restored
      // files render on the server again without a restart).
      if (registered.get(name) === this.entries[name]) registered.delete(name);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The module's area is left to the browser: a stand-in that throws while rendering, so that its
   * Suspense boundary (in RemoteView) is written as its loading state and the browser renders it,
   * while the rest of the page is drawn here (docs/ssr.md, "Failure paths").
   */
  leaveToBrowser(id: RemoteModuleId, error: unknown): void {
    const reason = error instanceof Error ? error : new Error(String(error));
    this.loaded.set(id, {
      default: function LeftToTheBrowser() {
        throw reason;
      },
    });
  }
}
