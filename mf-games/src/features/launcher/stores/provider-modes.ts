import { supportDevice, type RootStore } from '@casino/mf-shared';
import type { GameOpenMode } from '@casino/contracts';
import { postGameList } from '../api/post-game-list';

/**
 * The open_mode of every provider, from /v3/game_list, for launches whose caller did not say it.
 * One answer per list query (currency, device, template) is kept for the page's life; a failed
 * read is asked again at the next launch.
 */
export class ProviderModes {
  private readonly modes = new Map<string, Map<string, GameOpenMode>>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly root: RootStore) {}

  private query() {
    const { root } = this;
    const { template } = root.site.config;
    return {
      currency: root.session.currency ?? root.site.currency,
      site_id: root.site.siteId,
      support_device: supportDevice(root.layout),
      template: root.layout.isDesktop ? template.desktop : template.mobile,
    };
  }

  private key(): string {
    return JSON.stringify(this.query());
  }

  /** The provider's mode, when the list of the current query was read and names it. */
  get(gpId: string): GameOpenMode | undefined {
    return this.modes.get(this.key())?.get(gpId);
  }

  /** Whether the list of the current query is known (a provider it does not name gets the default mode). */
  get known(): boolean {
    return this.modes.has(this.key());
  }

  /** Reads the list of the current query once; resolves when known or failed (never rejects). */
  load(): Promise<void> {
    const key = this.key();
    if (this.modes.has(key)) return Promise.resolve();
    const running = this.pending.get(key);
    if (running) return running;
    const call = postGameList(this.root.api, this.query())
      .then((answer) => {
        const modes = new Map<string, GameOpenMode>();
        for (const type of answer?.data ?? []) for (const provider of type.gp_list ?? []) modes.set(provider.gp_id, provider.open_mode);
        this.modes.set(key, modes);
      })
      .catch(() => undefined)
      .finally(() => this.pending.delete(key));
    this.pending.set(key, call);
    return call;
  }
}
