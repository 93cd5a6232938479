import type { FastifyInstance } from 'fastify';
import { testSandbox } from '../testing';
import { eventsForContentChange } from './content-events';

describe('the events a content edit publishes (shell-and-public.md §7)', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = testSandbox();
  });

  afterEach(async () => {
    await app.close();
  });

  const eventsFor = (change: Parameters<typeof eventsForContentChange>[1]) =>
    eventsForContentChange(app.sandbox.db, change).map((e) => ({
      name: e.name,
      channels: e.channels,
      data: JSON.parse(e.data) as unknown,
    }));

  it('a banner refetches on web_api.{currency} for every currency of its site', () => {
    expect(eventsFor({ kind: 'banner', site_id: 1, id: 1 })).toEqual([
      { name: 'carousel_picture.url', channels: ['web_api.RMB', 'web_api.USD'], data: { site_id: 1, id: 1, use_type: 0 } },
    ]);
    expect(eventsFor({ kind: 'banner', site_id: 2, id: 11 })[0]?.channels).toEqual(['web_api.VND', 'web_api.USD']);
  });

  it('a banner of an unknown site reaches every currency the sandbox knows', () => {
    expect(eventsFor({ kind: 'banner', site_id: 99, id: 1 })[0]?.channels).toEqual(['web_api.RMB', 'web_api.USD', 'web_api.VND']);
  });

  it('template lists refresh on their template channel with the language', () => {
    expect(eventsFor({ kind: 'model_setting', site_id: 1, id: 1 })).toEqual([
      { name: 'model_settings.url', channels: ['site02_template'], data: { site_id: 1, language: 'zh_CN' } },
    ]);
    expect(eventsFor({ kind: 'model_setting', site_id: 2, id: 1, language: 'en_US' })).toEqual([
      { name: 'model_settings.url', channels: ['suncity_template'], data: { site_id: 2, language: 'en_US' } },
    ]);
    expect(eventsFor({ kind: 'model_sponsor', site_id: 2, id: 1 })).toEqual([
      { name: 'model_sponsor.url', channels: ['bob_mobile_template'], data: { site_id: 2, language: 'vi_VN' } },
    ]);
    expect(eventsFor({ kind: 'model_login', site_id: 1, id: 1 })[0]?.name).toBe('model_login.url');
  });

  it('bulletins and announcements have no channel in the spec and publish nothing', () => {
    expect(eventsFor({ kind: 'bulletin', site_id: 1, id: 1 })).toEqual([]);
    expect(eventsFor({ kind: 'announcement', site_id: 1, id: 1 })).toEqual([]);
  });
});
