import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the page wants hinted of one remote: the module it prefetches and the languages of the page. */
export interface MessageHintRequest {
  /** The exposed module, as its manifest names it ("HomePage"). */
  moduleName: string;
  locales: readonly string[];
  /** URL of the remote's mf-manifest.json: its files are named relative to it. */
  manifestUrl: string;
}

interface SnapshotModule {
  moduleName: string;
  assets?: { js?: { async?: string[] } };
}

/** The remotes name their message chunks locale-<locale>-json (src/app/namespace.ts of each remote). */
export function messageFiles(asyncFiles: readonly string[], locales: readonly string[]): string[] {
  const wanted = locales.filter((locale) => /^[a-z]{2}_[A-Z]{2}$/.test(locale));
  return asyncFiles.filter((file) => wanted.some((locale) => new RegExp(`(^|/)locale-${locale}-json\\.[\\w]+\\.js$`).test(file)));
}

/**
 * A federation runtime plugin that, as soon as the manifest of a remote the page prefetches is read,
 * hints the message chunks of the page's languages among that module's lazy files: the remote asks
 * for them only after its module ran, one round trip later otherwise. Each remote is hinted once.
 */
export function messageHintsPlugin(
  requests: Map<string, MessageHintRequest>,
  hint: (url: string) => void = addScriptPreload,
): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-message-hints',
    afterLoadSnapshot(args) {
      const request = requests.get(args.moduleInfo.name);
      if (request) {
        requests.delete(args.moduleInfo.name);
        const modules = ((args.remoteSnapshot as { modules?: SnapshotModule[] } | undefined)?.modules ?? []) as SnapshotModule[];
        const module = modules.find((candidate) => candidate.moduleName === request.moduleName);
        for (const file of messageFiles(module?.assets?.js?.async ?? [], request.locales)) {
          hint(new URL(file, new URL(request.manifestUrl, window.location.href)).href);
        }
      }
      return args;
    },
  };
}

function addScriptPreload(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}
