import { supportDevice, type RootStore, type SupportDeviceCode } from '@casino/mf-shared';
import { action, computed, makeObservable, observable, observableShallow, runInAction } from 'mobx';
import type { DemoGame, DemoGameType, DemoProvider } from '../api/demo-types';
import { getDemoGameTypes } from '../api/get-demo-game-types';
import { getDemoGames } from '../api/get-demo-games';
import { playDemoGame } from '../api/play-demo-game';
import { demoTypesFor } from '../lib/demo-access';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/** The game-demo modal of shell-and-public.md §4: visible flags, loading flags, one demo play at a time. */
export class DemoStore {
  modalVisible = false;
  listVisible = false;
  typesStatus: Status = 'idle';
  gamesStatus: Status = 'idle';
  /** A /demo/play request is running: no other starts until it ends. */
  playing: string | null = null;
  allTypes: DemoGameType[] = [];
  activeGtId: number | null = null;
  activeGpId: string | null = null;
  games: DemoGame[] = [];
  private gamesTicket = 0;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      modalVisible: observable,
      listVisible: observable,
      typesStatus: observable,
      gamesStatus: observable,
      playing: observable,
      allTypes: observableShallow,
      activeGtId: observable,
      activeGpId: observable,
      games: observableShallow,
      types: computed,
      activeType: computed,
      open: action,
      close: action,
      selectType: action,
      selectProvider: action,
    });
  }

  private get supportDevice(): SupportDeviceCode {
    return supportDevice(this.root.layout);
  }

  /** The template the page wears: the site's desktop one on a desktop page, its mobile one on a phone. */
  private get template(): string {
    const { template } = this.root.site.config;
    return this.root.layout.isDesktop ? template.desktop : template.mobile;
  }

  private get currency(): string {
    return this.root.session.currency ?? this.root.site.currency;
  }

  /** The tabs this user may see (visitors: slot providers GPR8, GPJD, GPFC, GPJL). */
  get types(): DemoGameType[] {
    return demoTypesFor(this.allTypes, this.root.session.isLoggedIn);
  }

  get activeType(): DemoGameType | undefined {
    return this.types.find((type) => type.gt_id === this.activeGtId) ?? this.types[0];
  }

  open(): void {
    this.modalVisible = true;
    if (this.typesStatus !== 'loaded') void this.loadTypes();
  }

  close(): void {
    this.modalVisible = false;
    this.listVisible = false;
  }

  async loadTypes(): Promise<void> {
    runInAction(() => (this.typesStatus = 'loading'));
    try {
      const types = await getDemoGameTypes(this.root.api, {
        siteId: this.root.site.siteId,
        supportDevice: this.supportDevice,
        currency: this.currency,
        template: this.template,
      });
      runInAction(() => {
        this.allTypes = types;
        this.typesStatus = 'loaded';
      });
      const first = this.activeType?.gp_list[0];
      if (first && this.activeType) this.selectProvider(this.activeType.gt_id, first);
    } catch {
      runInAction(() => (this.typesStatus = 'failed'));
    }
  }

  selectType(gtId: number): void {
    this.activeGtId = gtId;
    const first = this.activeType?.gp_list[0];
    if (first) this.selectProvider(gtId, first);
  }

  selectProvider(gtId: number, provider: DemoProvider): void {
    this.activeGtId = gtId;
    this.activeGpId = provider.gp_id;
    this.listVisible = true;
    void this.loadGames(gtId, provider);
  }

  async loadGames(gtId: number, provider: DemoProvider): Promise<void> {
    const ticket = ++this.gamesTicket;
    runInAction(() => {
      this.gamesStatus = 'loading';
      this.games = [];
    });
    try {
      const games = await getDemoGames(this.root.api, {
        siteId: this.root.site.siteId,
        currency: this.currency,
        device: this.supportDevice,
        gpId: provider.gp_id,
        gameTypeId: gtId,
        ...(provider.house ? { house: provider.house } : {}),
      });
      if (ticket !== this.gamesTicket) return;
      runInAction(() => {
        this.games = games;
        this.gamesStatus = 'loaded';
      });
    } catch {
      if (ticket === this.gamesTicket) runInAction(() => (this.gamesStatus = 'failed'));
    }
  }

  /**
   * Asks for a demo game URL. Resolves with null without calling when another demo request is
   * running (the rule of §4), or when the call fails (the shell's toast says why).
   */
  async play(game: DemoGame): Promise<string | null> {
    if (this.playing !== null) return null;
    runInAction(() => (this.playing = game.game_code));
    try {
      return await playDemoGame(this.root.api, {
        siteId: this.root.site.siteId,
        currency: this.currency,
        gpId: game.gp_id,
        gameType: game.game_type,
        gameCode: game.game_code,
        ...(game.house ? { house: game.house } : {}),
      });
    } catch {
      return null;
    } finally {
      runInAction(() => (this.playing = null));
    }
  }
}
