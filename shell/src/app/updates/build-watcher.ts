import type { BootManifest } from '@casino/contracts';

/** What identifies a release: the shell's version and each remote's version and entry. */
export function releaseFingerprint(manifest: BootManifest): string {
  const remotes = Object.values(manifest.remotes)
    .map((remote) => `${remote.name}@${remote.version}:${remote.entry}`)
    .sort();
  return JSON.stringify([manifest.shellVersion, remotes]);
}

interface BuildWatcherOptions {
  /** The manifest the page started with. */
  current: BootManifest;
  /** Reads the live manifest (GET /manifests/live.json). */
  fetchLive: () => Promise<BootManifest>;
  intervalMs: number;
}

/**
 * Polls the live release manifest. When the shell's or any remote's version changed, the page is
 * out of date: `updateReady` turns true and the shell reloads at the next navigation.
 */
export class BuildWatcher {
  updateReady = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly fingerprint: string;

  constructor(private readonly options: BuildWatcherOptions) {
    this.fingerprint = releaseFingerprint(options.current);
  }

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.check(), this.options.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One poll; a failed poll changes nothing (the next one tries again). */
  async check(): Promise<boolean> {
    try {
      const live = await this.options.fetchLive();
      if (releaseFingerprint(live) !== this.fingerprint) {
        this.updateReady = true;
        this.stop();
      }
    } catch {
      // offline or the server restarting: keep the current page
    }
    return this.updateReady;
  }
}
