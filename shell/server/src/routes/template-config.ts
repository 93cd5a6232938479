import type { FastifyInstance } from 'fastify';
import { CHANNEL_TEMPLATES, MOBILE_TEMPLATE, type TemplateSettings } from '../site-config/site-settings';
import { ok } from './envelope';

export interface DeviceTemplate {
  /** The template the device shows: the desktop template, or bob_mobile for H5_1..H5_8. */
  template: string;
  /** Real-time channel announcing changes of this template's lists, or null when it has none. */
  channel: string | null;
}

/** Which template each device shows and which channel it listens to (shell-and-public.md §7, §9). */
export function templateConfig(settings: TemplateSettings) {
  const desktop: DeviceTemplate = {
    template: settings.desktop,
    channel: (CHANNEL_TEMPLATES as readonly string[]).includes(settings.desktop) ? `${settings.desktop}_template` : null,
  };
  const mobile: DeviceTemplate = MOBILE_TEMPLATE.test(settings.mobile)
    ? { template: 'bob_mobile', channel: 'bob_mobile_template' }
    : desktop;
  return {
    desktop_template: settings.desktop,
    mobile_template: settings.mobile,
    model_version: settings.modelVersion,
    desktop,
    mobile,
  };
}

/** GET /api/template_config: the site's template configuration, from the site environment configuration. */
export async function templateConfigRoutes(app: FastifyInstance, options: { template: TemplateSettings }): Promise<void> {
  const body = ok(templateConfig(options.template));
  app.get('/api/template_config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return body;
  });
}
