import { serverWith } from './testing';
import { templateConfig } from './template-config';

describe('GET /api/template_config', () => {
  it('answers the templates of the site configuration, not the backend', async () => {
    // The backend address points nowhere: a proxied call would fail with 5xx.
    const { app, cleanup } = await serverWith({ BACKEND_URL: 'http://127.0.0.1:9' });
    const response = await app.inject({ method: 'GET', url: '/api/template_config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 1000,
      message: 'Success',
      apiResponseData: {
        desktop_template: 'site02',
        mobile_template: 'H5_1',
        model_version: 1,
        desktop: { template: 'site02', channel: 'site02_template' },
        mobile: { template: 'bob_mobile', channel: 'bob_mobile_template' },
      },
    });
    await cleanup();
  });

  it('follows the environment over the file', async () => {
    const { app, cleanup } = await serverWith({ SITE_TEMPLATE: 'apsport', SITE_MOBILE_TEMPLATE: 'origin', SITE_MODEL_VERSION: '3' });
    const data = (await app.inject({ method: 'GET', url: '/api/template_config' })).json().apiResponseData;
    expect(data).toMatchObject({ desktop_template: 'apsport', mobile_template: 'origin', model_version: 3 });
    expect(data.mobile).toEqual({ template: 'apsport', channel: 'apsport_template' });
    await cleanup();
  });

  it('gives no channel to a template the specification has none for', () => {
    expect(templateConfig({ desktop: 'classic', mobile: 'H5_8', modelVersion: 2 })).toMatchObject({
      desktop: { template: 'classic', channel: null },
      mobile: { template: 'bob_mobile', channel: 'bob_mobile_template' },
    });
  });
});
