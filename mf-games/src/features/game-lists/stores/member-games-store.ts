import { AsyncList, type RootStore } from '@casino/mf-shared';
import type { GameData } from '@casino/contracts';
import { action, computed, makeObservable, observable } from 'mobx';
import { getLastPlaying } from '../api/get-last-playing';
import { storeFavorite } from '../api/store-favorite';

/**
 * What the game lists show of the member: the favourite marks (member_favorite, changed here
 * before the server answers and put back when it refuses) and the recently played games. Loaded
 * again at `session:logged-in`, forgotten at `session:logged-out`; a visitor has neither.
 */
export class MemberGamesStore {
  /** Marks changed on this page, by game id, over the member_favorite the lists carry. */
  readonly marks = observable.map<number, boolean>();
  /** Games whose mark is being stored (their toggle waits). */
  readonly storing = observable.set<number>();
  /** The member's recent game ids, newest first. */
  readonly lastPlayed = new AsyncList<number>();
  /** Changes at every login and logout, so the lists ask again (member_favorite is per member). */
  generation = 0;

  constructor(private readonly root: RootStore) {
    makeObservable<MemberGamesStore, 'forget'>(this, {
      generation: observable,
      isMember: computed,
      toggleFavourite: action,
      forget: action,
    });
  }

  /** A real member: not a visitor, not demo mode's fake login (it has no favourites to store). */
  get isMember(): boolean {
    return this.root.session.isLoggedIn && !this.root.session.isDemo;
  }

  /** Whether a game carries the member's mark (always false for a visitor). */
  isFavourite(game: Pick<GameData, 'id' | 'member_favorite'>): boolean {
    if (!this.isMember) return false;
    return this.marks.get(game.id) ?? Number(game.member_favorite) === 1;
  }

  isStoring(gameId: number): boolean {
    return this.storing.has(gameId);
  }

  /**
   * Marks or unmarks a game at once and stores it; when the server refuses, the mark goes back
   * and the promise resolves false (the caller says so). One call per game at a time.
   */
  async toggleFavourite(game: Pick<GameData, 'id' | 'member_favorite'>): Promise<boolean> {
    if (!this.isMember || this.storing.has(game.id)) return true;
    const before = this.isFavourite(game);
    const generation = this.generation;
    this.marks.set(game.id, !before);
    this.storing.add(game.id);
    try {
      await storeFavorite(this.root.api, game.id, !before);
      return true;
    } catch {
      // A logout meanwhile forgot every mark: nothing to put back.
      if (generation === this.generation) action(() => this.marks.set(game.id, before))();
      return false;
    } finally {
      action(() => this.storing.delete(game.id))();
    }
  }

  /** Asks for the recently played games again (after a login, or a game started). */
  loadLastPlayed(): Promise<void> {
    if (!this.isMember) {
      this.lastPlayed.clear();
      return Promise.resolve();
    }
    return this.lastPlayed.load(() => getLastPlaying(this.root.api));
  }

  /** Starts following the session; returns the function that stops it (a page's effect). */
  start(): () => void {
    void this.loadLastPlayed();
    const offIn = this.root.bus.on('session:logged-in', () => {
      this.forget();
      void this.loadLastPlayed();
    });
    const offOut = this.root.bus.on('session:logged-out', () => {
      this.forget();
      this.lastPlayed.clear();
    });
    return () => {
      offIn();
      offOut();
    };
  }

  private forget(): void {
    this.marks.clear();
    this.storing.clear();
    this.generation += 1;
  }
}
