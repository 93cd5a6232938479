import { waitFor } from '@testing-library/react';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { refreshCustomerServiceLink } from '../customer-service-link';
import { refreshTemplateConfig } from '../template-config';
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
  it('customer_service_link_change refetches the link from the site detail, which the footer and dialogs read', async () => {
    let link = 'https://chat.example.com/new-room';
    const sandbox = createFakeSandbox({ '/arks/web/site/detail': () => ({ detail: { site_id: 1, customer_service_link: link } }) });
    const { context, events, store } = await handlerTestRoot({
      storage: {},
      fetch: sandbox.fetch,
      config: { customerServiceUrl: 'https://support.example.com/configured' },
    });
    expect(store.site.customerServiceLink).toBe('https://support.example.com/configured');
    onCustomerServiceLinkChange(context);
    expect(events).toEqual([['realtime:customer-service-changed', {}]]);
    await waitFor(() => expect(store.site.customerServiceLink).toBe('https://chat.example.com/new-room'));
    expect(sandbox.callsTo('/arks/web/site/detail')[0]?.body).toEqual({ site_id: 1 });
    // An empty link in the answer keeps the one the page has.
    link = '';
    await refreshCustomerServiceLink(store);
    expect(sandbox.callsTo('/arks/web/site/detail')).toHaveLength(2);
    expect(store.site.customerServiceLink).toBe('https://chat.example.com/new-room');
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

  it('a template event reads GET /api/template_config of the own server and keeps its model_version for the lists', async () => {
    let answer: unknown = { desktop_template: 'site02', mobile_template: 'H5_1', model_version: 3 };
    const sandbox = createFakeSandbox({ '/template_config': () => answer });
    const { context, store } = await handlerTestRoot({
      fetch: sandbox.fetch,
      locale: 'en_US',
      config: { template: { desktop: 'site02', mobile: 'H5_1', modelVersion: 1 } },
    });
    onModelSettingsUrl(context, { language: 'en_US' });
    await waitFor(() => expect(store.site.config.template.modelVersion).toBe(3));
    const call = sandbox.callsTo('/template_config')[0];
    expect(call?.method).toBe('GET');
    expect(call?.headers).not.toHaveProperty('authorization');
    // The mobile lists' events ask too; an answer without a whole version keeps the one the page has.
    answer = { model_version: 'v9' };
    onModelLoginUrl(context, {});
    await waitFor(() => expect(sandbox.hits('/template_config')).toBe(2));
    await refreshTemplateConfig(store);
    expect(store.site.config.template.modelVersion).toBe(3);
    // A failing own server changes nothing either.
    sandbox.fail('/template_config', httpError(502));
    await refreshTemplateConfig(store);
    expect(store.site.config.template.modelVersion).toBe(3);
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
