import { AsyncList } from '@casino/mf-shared';
import type { RootStore } from '@casino/mf-shared';
import { action, makeObservable, observable } from 'mobx';
import type { Bulletin } from '@casino/mf-shared';
import { getBulletinHistory } from '../api/get-bulletin-history';

/** The bulletin history dialog: loaded when opened, again in a new language. */
export class BulletinHistoryStore {
  readonly list = new AsyncList<Bulletin>();
  open = false;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { open: observable, setOpen: action });
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  load(): Promise<void> {
    return this.list.load(() => getBulletinHistory(this.root.api, this.root.site.siteId, this.root.layout.device));
  }
}
