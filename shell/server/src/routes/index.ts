import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { CaptchaAnswerStore } from './captcha-answer-store';
import { checkIframeRoutes } from './check-iframe';
import { clientCaptchaRoutes } from './client-captcha';
import { envelopeErrors, privateAnswers } from './envelope';
import { fbTrackingRoutes } from './fb-tracking';
import { loginHeaderRoutes } from './login-header';
import { templateConfigRoutes } from './template-config';

export interface OwnRoutesOptions {
  /** The clock (tests move it to check lifetimes). */
  now?: () => number;
  /** Where captcha answers are kept; one in memory per server by default. */
  captchaStore?: CaptchaAnswerStore;
}

/**
 * The product's own server calls (shell-and-public.md §7): /clientCaptcha, /check_iframe,
 * /get_login_header, /api/fb_tracking, /api/template_config. The two /api ones are exact routes,
 * so they win over the proxy's /api/* wildcard; every other /api path still goes to the backend.
 */
export async function ownServerRoutes(app: FastifyInstance, config: ServerConfig, options: OwnRoutesOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  await app.register(async (scope) => {
    envelopeErrors(scope);
    privateAnswers(scope);
    await scope.register(clientCaptchaRoutes, {
      store: options.captchaStore ?? new CaptchaAnswerStore(now),
      // End-to-end tests read captcha answers everywhere but production (loopback clients only).
      testAccess: config.site.environment !== 'production' && config.releaseEnv !== 'production',
    });
    await scope.register(checkIframeRoutes, { rules: config.iframeAllowedHosts });
    await scope.register(loginHeaderRoutes, { secret: config.loginHeader.secret, ttlMs: config.loginHeader.ttlMs, now });
    await scope.register(templateConfigRoutes, { template: config.siteExtras.template });
    await scope.register(fbTrackingRoutes, { url: config.fbTracking.url, timeoutMs: config.fbTracking.timeoutMs, now });
  });
}
