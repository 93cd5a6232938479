import { makeAutoObservable } from 'mobx';
import type { SiteConfig } from '../contracts/boot';

/** The site this page belongs to: id, currency, demo mode. */
export class SiteStore {
  config: SiteConfig;

  constructor(config: SiteConfig) {
    this.config = config;
    makeAutoObservable(this);
  }

  get siteId(): number {
    return this.config.siteId;
  }

  get currency(): string {
    return this.config.currency;
  }

  get demoMode(): boolean {
    return this.config.demoMode;
  }
}
