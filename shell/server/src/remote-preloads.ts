import fs from 'node:fs/promises';
import path from 'node:path';

/** A file the page will need for its route's remote, hinted to the browser in the HTML. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
}

interface RemoteManifestFile {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const SAFE_FILE = /^[\w.-]+(\/[\w.-]+)*$/;

/**
 * The files a route's remote module needs before it can render: the remote's entry, and the
 * exposed module's own JS and CSS (its `sync` assets in the remote's mf-manifest.json). With these
 * hinted in the HTML the browser fetches them while the shell boots, instead of one after the
 * other once the shell asks (docs/performance.md). Read from the release on disk and kept per
 * manifest (a published version never changes); nothing for a remote served from elsewhere
 * (an absolute entry such as a CDN or a developer's override) or a manifest that cannot be read.
 */
export class RemotePreloads {
  private readonly cache = new Map<string, Promise<RemoteManifestFile | null>>();

  constructor(private readonly releaseDir: string) {}

  async hints(entry: string, moduleId: string): Promise<PreloadHint[]> {
    if (!entry.startsWith('/remotes/') || entry.includes('..')) return [];
    const manifest = await this.manifest(entry);
    if (!manifest) return [];
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    const exposeName = moduleId.slice(moduleId.indexOf('/') + 1);
    const expose = manifest.exposes?.find((candidate) => candidate.name === exposeName || candidate.path === `./${exposeName}`);
    const remoteEntry = manifest.metaData?.remoteEntry;
    const files: PreloadHint[] = [];
    const add = (file: string | undefined, as: PreloadHint['as']) => {
      if (file && SAFE_FILE.test(file)) files.push({ href: `${folder}${file}`, as });
    };
    add(remoteEntry?.name ? `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}` : undefined, 'script');
    for (const file of expose?.assets?.js?.sync ?? []) add(file, 'script');
    for (const file of expose?.assets?.css?.sync ?? []) add(file, 'style');
    return files;
  }

  private manifest(entry: string): Promise<RemoteManifestFile | null> {
    let found = this.cache.get(entry);
    if (!found) {
      const file = path.join(this.releaseDir, ...entry.split('/').filter(Boolean));
      found = fs
        .readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as RemoteManifestFile)
        .catch(() => {
          // Not there (yet) or not readable: no hints, and asked again next time.
          this.cache.delete(entry);
          return null;
        });
      this.cache.set(entry, found);
    }
    return found;
  }
}
