import { LOCALES, isLocale, type Locale } from '@casino/contracts';
import { refreshCustomerServiceLink } from '../customer-service-link';
import { refreshTemplateConfig } from '../template-config';
import { asPayload, stringField } from '../payload';
import type { HandlerContext, HandlerTable } from './handler-context';

/**
 * The locale a template event names: 'en_US', 'en-US' or the numeric code (0–10) the product
 * uses for languages; anything else is undefined.
 */
export function payloadLocale(language: unknown): Locale | undefined {
  if (typeof language === 'number') return LOCALES[language];
  if (typeof language !== 'string') return undefined;
  if (/^\d{1,2}$/.test(language)) return LOCALES[Number(language)];
  const candidate = language.trim().replace('-', '_');
  return isLocale(candidate) ? candidate : undefined;
}

/** `customer_service_link_change` on web_member: the customer-service link refetches (and remotes hear of it). */
export function onCustomerServiceLinkChange({ store }: HandlerContext): void {
  void refreshCustomerServiceLink(store);
  store.bus.emit('realtime:customer-service-changed', {});
}

/** `carousel_picture.url` on web_api.{currency}: banners refetch (mf-home listens). */
export function onCarouselPictureUrl({ store }: HandlerContext): void {
  store.bus.emit('realtime:carousel-changed', { currency: store.site.currency });
}

/**
 * `model_settings.url` on {template}_template: the ad list refreshes, only for the page's language;
 * the template configuration is read again (its model_version may have moved with the new list).
 */
export function onModelSettingsUrl({ store }: HandlerContext, data: unknown): void {
  const language = asPayload(data).language;
  if (payloadLocale(language) !== store.locale.locale) return;
  void refreshTemplateConfig(store);
  store.bus.emit('realtime:template-changed', { kind: 'model_setting', language: store.locale.locale });
}

const mobileTemplateEvent =
  (kind: 'model_sponsor' | 'model_login') =>
  ({ store }: HandlerContext, data: unknown): void => {
    const language = stringField(asPayload(data), 'language');
    void refreshTemplateConfig(store);
    store.bus.emit('realtime:template-changed', language === undefined ? { kind } : { kind, language });
  };

/** `model_sponsor.url` / `model_login.url` on bob_mobile_template: sponsor and login lists refresh. */
export const onModelSponsorUrl = mobileTemplateEvent('model_sponsor');
export const onModelLoginUrl = mobileTemplateEvent('model_login');

export const webMemberHandlers: HandlerTable = { customer_service_link_change: onCustomerServiceLinkChange };
export const webApiHandlers: HandlerTable = { 'carousel_picture.url': onCarouselPictureUrl };
export const desktopTemplateHandlers: HandlerTable = { 'model_settings.url': onModelSettingsUrl };
export const mobileTemplateHandlers: HandlerTable = {
  'model_sponsor.url': onModelSponsorUrl,
  'model_login.url': onModelLoginUrl,
};
