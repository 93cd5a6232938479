import type { RootStore } from '@casino/mf-shared';

/**
 * Asks the backend for the site's customer-service link (POST /arks/web/site/detail,
 * `customer_service_link`) and keeps it in the site store, where the footer and the launcher's
 * maintenance dialog read it. Quiet: on a failure the configured or last known link stays.
 */
export async function refreshCustomerServiceLink(store: RootStore): Promise<void> {
  try {
    const data = await store.api.post<{ detail?: { customer_service_link?: unknown } | null }>(
      '/arks/web/site/detail',
      { site_id: store.site.siteId },
      { silent: true },
    );
    const link = data?.detail?.customer_service_link;
    if (typeof link === 'string') store.site.setCustomerServiceLink(link);
  } catch {
    // The link the page has still works; the next change event asks again.
  }
}
