import fs from 'node:fs/promises';
import path from 'node:path';
import { appReleaseDir, KNOWN_APPS, manifestPath, type ReleaseManifest } from '@casino/release-format';
import { remoteNames, type BootManifest, type LiveRemote, type RemoteName } from '@casino/contracts';
import type { CanaryRemote } from './canary';

/** The per-environment manifest deploy writes (release/manifests/<env>.json), read leniently: a field missing is taken as empty. */
type ReleaseManifestFile = Partial<ReleaseManifest>;

const SHELL = KNOWN_APPS.find((app) => app.kind === 'shell')!;

export interface LiveRelease {
  manifest: BootManifest;
  /** Folder of the live shell build, or null when no shell is published. */
  shellDir: string | null;
  /** The remotes' canaries (`deploy canary`): a second version for a share of browsers (canary.ts). */
  canaries: CanaryRemote[];
}

/**
 * Reads what is live in an environment; re-reads only when the manifest file changed. Every page
 * asks (a promote or rollback shows at the next request), and the requests that arrive while a
 * look at the file is under way share it: under load one look serves a whole wave of pages.
 */
export class ReleaseReader {
  private cache: { mtimeMs: number; release: LiveRelease } | null = null;
  private reading: Promise<LiveRelease> | null = null;

  constructor(
    private readonly releaseDir: string,
    private readonly env: string,
    private readonly overrides: Record<string, string>,
  ) {}

  get manifestPath(): string {
    return manifestPath(this.releaseDir, this.env);
  }

  read(): Promise<LiveRelease> {
    this.reading ??= this.look().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async look(): Promise<LiveRelease> {
    let stat;
    try {
      stat = await fs.stat(this.manifestPath);
    } catch {
      return { manifest: this.withOverrides({ env: this.env, shellVersion: null, remotes: {} }), shellDir: null, canaries: [] };
    }
    if (this.cache && this.cache.mtimeMs === stat.mtimeMs) return this.cache.release;
    const file = JSON.parse(await fs.readFile(this.manifestPath, 'utf8')) as ReleaseManifestFile;
    const remotes: Partial<Record<RemoteName, LiveRemote>> = {};
    const canaries: CanaryRemote[] = [];
    for (const entry of Object.values(file.remotes ?? {})) {
      if (!(remoteNames as string[]).includes(entry.name)) continue;
      const name = entry.name as RemoteName;
      remotes[name] = {
        app: entry.app,
        name,
        version: entry.version,
        entry: entry.entry,
        ...(entry.integrity ? { integrity: entry.integrity } : {}),
      };
      // An override (a remote's dev server) replaces the remote for everyone: no canary of it then.
      const canary = entry.canary;
      if (canary && !(name in this.overrides)) {
        canaries.push({
          remote: { app: entry.app, name, version: canary.version, entry: canary.entry, integrity: canary.integrity },
          percent: canary.percent,
        });
      }
    }
    const shellVersion = file.shell?.version ?? null;
    const release: LiveRelease = {
      manifest: this.withOverrides({ env: file.env ?? this.env, shellVersion, remotes }),
      shellDir: shellVersion ? path.join(appReleaseDir(this.releaseDir, SHELL), shellVersion) : null,
      canaries,
    };
    this.cache = { mtimeMs: stat.mtimeMs, release };
    return release;
  }

  private withOverrides(manifest: BootManifest): BootManifest {
    for (const [name, entry] of Object.entries(this.overrides)) {
      if (!(remoteNames as string[]).includes(name)) continue;
      const remoteName = name as RemoteName;
      manifest.remotes[remoteName] = { app: name.replace('_', '-'), name: remoteName, version: 'dev', entry };
    }
    return manifest;
  }
}
