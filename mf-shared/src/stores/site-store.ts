import { makeAutoObservable, observableRef } from 'mobx';
import type { SiteConfig } from '@casino/contracts';

/** The site this page belongs to: id, currency, demo mode, the customer-service link. */
export class SiteStore {
  /**
   * The configuration as given (a reference, not a deep copy): it is read on every page, changed
   * only by a new model version, which replaces it. A server render makes this store per request,
   * and making the whole configuration observable was most of the root store's cost there.
   */
  config: SiteConfig;
  /**
   * Where "customer service" leads: the configured address until the backend's site detail names
   * its own (`customer_service_link`, fetched after the first view and again on the real-time
   * `customer_service_link_change`).
   */
  customerServiceLink: string;

  constructor(config: SiteConfig) {
    this.config = config;
    this.customerServiceLink = config.customerServiceUrl;
    makeAutoObservable(this, { config: observableRef });
  }

  /** The backend's link replaces the current one; an empty one changes nothing. */
  setCustomerServiceLink(link: string): void {
    const trimmed = link.trim();
    if (trimmed) this.customerServiceLink = trimmed;
  }

  /** The own server's current model_version (GET /api/template_config); a version that is no whole number changes nothing. */
  setTemplateModelVersion(version: number): void {
    if (!Number.isInteger(version) || version < 0 || version === this.config.template.modelVersion) return;
    this.config = { ...this.config, template: { ...this.config.template, modelVersion: version } };
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
