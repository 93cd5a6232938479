import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { siteBlockHandlers } from '../../../testing/site-blocks';
import { AppDownload } from './app-download';
import { SponsorList } from './sponsor-list';

describe('AppDownload ads (model_setting)', () => {
  function adSandbox() {
    let version = 1;
    const sandbox = createFakeSandbox({
      ...siteBlockHandlers(),
      '/web/model_setting': (body) => ({
        list: [
          {
            id: 1,
            title: `Ad v${version} (${String(body.language)})`,
            link: '/app',
            link_type: 1,
            link_method: 0,
            photo_path: '/a.svg',
            sort: 1,
          },
        ],
      }),
    });
    return { sandbox, bump: () => void (version += 1) };
  }

  it('sends site_id, language and model_version and renders the ads through the safe links', async () => {
    const sandbox = createFakeSandbox(siteBlockHandlers());
    await renderHome(<AppDownload />, { sandbox, path: '/app', route: '/app' });
    const ads = await screen.findByRole('list', { name: 'Offers' });
    expect(sandbox.callsTo('/web/model_setting')[0]?.body).toEqual({ site_id: 1, language: 'en_US', model_version: 1 });
    expect(within(ads).getByRole('link', { name: 'Download our app' })).toHaveAttribute('href', '/app');
    // The javascript: ad keeps its picture but is no link.
    expect(within(ads).getByRole('img', { name: 'Bad ad' }).closest('a')).toBeNull();
  });

  it('refreshes on model_setting for the page language or without a language, not for another language', async () => {
    const { sandbox, bump } = adSandbox();
    const { root } = await renderHome(<AppDownload />, { sandbox, path: '/app', route: '/app' });
    const ads = await screen.findByRole('list', { name: 'Offers' });
    expect(within(ads).getByRole('img', { name: 'Ad v1 (en_US)' })).toBeInTheDocument();
    bump();
    // Another language's change, then the page language's: once the second one's answer shows,
    // the first one would have sent its call already — so the count tells whether it did.
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_setting', language: 'vi_VN' }));
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_setting', language: 'en_US' }));
    expect(await within(ads).findByRole('img', { name: 'Ad v2 (en_US)' })).toBeInTheDocument();
    expect(sandbox.callsTo('/web/model_setting')).toHaveLength(2);
    bump();
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_setting' }));
    expect(await within(ads).findByRole('img', { name: 'Ad v3 (en_US)' })).toBeInTheDocument();
    expect(sandbox.callsTo('/web/model_setting')).toHaveLength(3);
  });

  it('follows an ad to its app route in the app', async () => {
    const sandbox = createFakeSandbox({
      '/web/model_setting': () => ({
        list: [{ id: 5, title: 'Daily rebate', link: '/discount/5', link_type: 1, link_method: 0, photo_path: '/a.svg', sort: 1 }],
      }),
    });
    await renderHome(<AppDownload />, { sandbox, path: '/app', route: '/app' });
    await userEvent.click(await screen.findByRole('link', { name: 'Daily rebate' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/discount/5');
  });
});

describe('SponsorList (model_sponsor)', () => {
  it('sends the template query and refreshes on model_sponsor without a reload', async () => {
    let season = '2025';
    const sandbox = createFakeSandbox({
      '/web/model_sponsor': (body) => ({
        list: [{ id: 1, title: `Partner ${season} (${String(body.language)})`, description: 'd', photo_path: '/s.svg', sort: 1 }],
      }),
    });
    const { root } = await renderHome(<SponsorList />, { sandbox, path: '/sponsor', route: '/sponsor', locale: 'zh_CN' });
    expect(await screen.findByRole('heading', { name: 'Partner 2025 (zh_CN)' })).toBeInTheDocument();
    expect(sandbox.callsTo('/web/model_sponsor')[0]?.body).toEqual({ site_id: 1, language: 'zh_CN', model_version: 1 });
    season = '2026';
    // Another kind first: when model_sponsor's answer shows, a call of the first would have gone out already.
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_login' }));
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_sponsor', language: 'zh_CN' }));
    expect(await screen.findByRole('heading', { name: 'Partner 2026 (zh_CN)' })).toBeInTheDocument();
    expect(sandbox.callsTo('/web/model_sponsor')).toHaveLength(2);
  });
});
