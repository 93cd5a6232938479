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
/** The server entries registered with the federation runtime, by the name each is registered under. */
const registered = new Map<string, string>();
/** The remote each registered name stands for (its container is exported under the remote's own name). */
const remoteOfAlias = new Map<string, string>();

/**
 * The name a remote's server entry is registered under: one per version folder
 * (`mf_games__remotes_mf_games_1_4_0`), so two versions of one remote (the live one and a canary,
 * or the pages of a rollback still rendering) are two containers the runtime never confuses, and
 * renders running at the same time never register one over the other.
 */
export function registeredName(name: string, entry: string): string {
  const folder = new URL(entry, 'http://release.invalid').pathname.replace(/\/server\/remoteEntry\.js$/, '');
  return `${name}__${folder.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
}

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
        const remote = remoteOfAlias.get(remoteInfo.name) ?? remoteInfo.name;
        return (exported[remote] ?? exported) as never;
      },
    },
  ]);
}

/**
 * The remotes of a request on the server: their server containers (server/remoteEntry.js of the
 * versions the manifest names) registered with the federation runtime, each version under a name
 * of its own (registeredName). A new version (promote, rollback, a canary's share of browsers) is
 * registered at its first request; the versions already loaded stay for the requests that use them.
 */
export class ServerRegistry implements ModuleRegistry {
  private readonly loaded = new Map<RemoteModuleId, RemoteModuleExports<unknown>>();

  constructor(
    private readonly entries: Partial<Record<RemoteName, string>>,
    resolve: ReleaseFileResolver,
    private readonly timeoutMs: number,
  ) {
    ensurePlugin(resolve);
    const fresh = Object.entries(entries)
      .filter((pair): pair is [string, string] => Boolean(pair[1]))
      .map(([name, entry]) => ({ name, entry, alias: registeredName(name, entry) }))
      .filter(({ alias }) => !registered.has(alias));
    if (fresh.length) {
      // force: a name forgotten after a failed load (below) is registered again over the runtime's copy.
      registerRemotes(
        fresh.map(({ alias, entry }) => ({ name: alias, entry })),
        { force: true },
      );
      for (const { name, entry, alias } of fresh) {
        registered.set(alias, entry);
        remoteOfAlias.set(alias, name);
      }
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
    const alias = registeredName(name, this.entries[name]!);
    try {
      const module = await Promise.race([loadRemote<RemoteModuleExports<P>>(`${alias}${id.slice(name.length)}`), timeout]);
      if (!module || typeof module.default !== 'function') throw new Error(`Remote ${name}: ${id} is not a component`);
      this.loaded.set(id, module as RemoteModuleExports<unknown>);
      return module;
    } catch (error) {
      // The runtime keeps a container that failed, or whose load never settles, under its entry:
      // forgotten here, the next request registers it again and reads its files afresh (restored
      // files render on the server again without a restart).
      registered.delete(alias);
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
