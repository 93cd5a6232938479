import type { RootStore } from '@casino/mf-shared';

/** GET /api/template_config of the page's own server (docs/shell-server.md). */
export const TEMPLATE_CONFIG_PATH = '/api/template_config';

/** What the page reads of it: the model_version the template list calls send. */
interface TemplateConfigAnswer {
  model_version?: unknown;
}

/**
 * Asks the own server for the site's template configuration (shell-and-public.md §6 own-server
 * calls) when a template list changed, and keeps its `model_version` in the site store, where the
 * template lists read it: a list published under a new model version is asked for with it, without
 * a reload. Quiet: on a failure the version the page has stays.
 */
export async function refreshTemplateConfig(store: RootStore): Promise<void> {
  try {
    const data = await store.api.request<TemplateConfigAnswer>(TEMPLATE_CONFIG_PATH, undefined, {
      method: 'GET',
      ownServer: true,
      silent: true,
    });
    const raw = data?.model_version;
    const version = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    store.site.setTemplateModelVersion(version);
  } catch {
    // The next template event asks again.
  }
}
