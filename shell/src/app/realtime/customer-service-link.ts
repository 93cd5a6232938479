import type { RootStore } from '@casino/mf-shared';
import { SITE_DETAIL_PATH, type SiteDetailResponse } from '@casino/contracts';

/**
 * Asks the backend for the site's customer-service link (POST /arks/web/site/detail,
 * `customer_service_link`) and keeps it in the site store, where the footer and the launcher's
 * maintenance dialog read it. Quiet: on a failure the configured or last known link stays.
 */
export async function refreshCustomerServiceLink(store: RootStore): Promise<void> {
  try {
    const data = await store.api.post<SiteDetailResponse>(SITE_DETAIL_PATH, { site_id: store.site.siteId }, { silent: true });
    // The answer is the server's: checked, not trusted to match its type.
    const link: unknown = data?.detail?.customer_service_link;
    if (typeof link === 'string') store.site.setCustomerServiceLink(link);
  } catch {
    // The link the page has still works; the next change event asks again.
  }
}
