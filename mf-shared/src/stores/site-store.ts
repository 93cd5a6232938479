import { makeAutoObservable } from 'mobx';
import type { SiteConfig } from '@casino/contracts';

/** The site this page belongs to: id, currency, demo mode, the customer-service link. */
export class SiteStore {
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
    makeAutoObservable(this);
  }

  /** The backend's link replaces the current one; an empty one changes nothing. */
  setCustomerServiceLink(link: string): void {
    const trimmed = link.trim();
    if (trimmed) this.customerServiceLink = trimmed;
  }

  /** The own server's current model_version (GET /api/template_config); a version that is no whole number changes nothing. */
  setTemplateModelVersion(version: number): void {
    if (Number.isInteger(version) && version >= 0) this.config.template.modelVersion = version;
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
