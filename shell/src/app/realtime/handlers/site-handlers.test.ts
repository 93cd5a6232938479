import { handlerTestRoot } from '../test-support';
import {
  onCarouselPictureUrl,
  onCustomerServiceLinkChange,
  onModelLoginUrl,
  onModelSettingsUrl,
  onModelSponsorUrl,
  payloadLocale,
} from './site-handlers';

describe('site handlers (public channels)', () => {
  it('customer_service_link_change refetches the link', async () => {
    const { context, events } = await handlerTestRoot({ storage: {} });
    onCustomerServiceLinkChange(context);
    expect(events).toEqual([['realtime:customer-service-changed', {}]]);
  });

  it('carousel_picture.url refetches the banners of the site currency', async () => {
    const { context, events } = await handlerTestRoot({ storage: {}, config: { currency: 'VND' } });
    onCarouselPictureUrl(context);
    expect(events).toEqual([['realtime:carousel-changed', { currency: 'VND' }]]);
  });

  it('model_settings.url refreshes the ad list only when the language is the page language', async () => {
    const { context, events } = await handlerTestRoot({ locale: 'vi_VN' });
    onModelSettingsUrl(context, { site_id: 1, language: 'en_US' });
    onModelSettingsUrl(context, { site_id: 1 });
    expect(events).toEqual([]);
    onModelSettingsUrl(context, { site_id: 1, language: 'vi-VN' });
    onModelSettingsUrl(context, { site_id: 1, language: 3 });
    expect(events).toEqual([
      ['realtime:template-changed', { kind: 'model_setting', language: 'vi_VN' }],
      ['realtime:template-changed', { kind: 'model_setting', language: 'vi_VN' }],
    ]);
  });

  it('model_sponsor.url and model_login.url refresh the mobile lists whatever the language', async () => {
    const { context, events } = await handlerTestRoot();
    onModelSponsorUrl(context, { language: 'zh_CN' });
    onModelLoginUrl(context, {});
    expect(events).toEqual([
      ['realtime:template-changed', { kind: 'model_sponsor', language: 'zh_CN' }],
      ['realtime:template-changed', { kind: 'model_login' }],
    ]);
  });

  it('reads languages as locale codes, tags or numbers', () => {
    expect(payloadLocale('zh_CN')).toBe('zh_CN');
    expect(payloadLocale('en-US')).toBe('en_US');
    expect(payloadLocale(0)).toBe('zh_TW');
    expect(payloadLocale('10')).toBe('bn_BD');
    expect(payloadLocale('xx_YY')).toBeUndefined();
    expect(payloadLocale(11)).toBeUndefined();
    expect(payloadLocale(null)).toBeUndefined();
  });
});
