import { screen, waitFor } from '@testing-library/react';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { siteBlockHandlers } from '../../../testing/site-blocks';
import { HomeLogo } from './home-logo';

describe('HomeLogo', () => {
  it('shows the desktop logo of /web/logo with the site name as alt text', async () => {
    const sandbox = createFakeSandbox(siteBlockHandlers());
    await renderHome(<HomeLogo />, { sandbox });
    expect(await screen.findByRole('img', { name: 'Golden Lotus logo' })).toHaveAttribute('src', '/api/assets/logos/1-desktop.svg');
    expect(sandbox.callsTo('/web/logo')[0]?.body).toEqual({ site_id: 1 });
    expect(sandbox.callsTo('/arks/web/site/detail')).toHaveLength(0);
  });

  it('shows the mobile logo on mobile', async () => {
    await renderHome(<HomeLogo />, { sandbox: createFakeSandbox(siteBlockHandlers()), width: 390 });
    expect(await screen.findByRole('img', { name: 'Golden Lotus logo' })).toHaveAttribute('src', '/api/assets/logos/1-mobile.svg');
  });

  it('falls back to the site detail when /web/logo fails or has no usable logo', async () => {
    const sandbox = createFakeSandbox({ ...siteBlockHandlers(), '/web/logo': () => httpError(500) });
    await renderHome(<HomeLogo />, { sandbox });
    expect(await screen.findByRole('img', { name: 'Golden Lotus logo' })).toHaveAttribute('src', '/api/assets/logos/1-detail.svg');
    expect(sandbox.callsTo('/arks/web/site/detail')[0]?.body).toEqual({ site_id: 1 });

    const unsafe = createFakeSandbox({
      ...siteBlockHandlers(),
      '/web/logo': () => ({ list: [{ id: 1, use_type: 0, name: 'x', photo_path: 'javascript:alert(1)' }] }),
    });
    await renderHome(<HomeLogo />, { sandbox: unsafe });
    await waitFor(() => expect(unsafe.callsTo('/arks/web/site/detail')).toHaveLength(1));
  });

  it('holds its box with a loading status, and shows the site name when no logo can be had', async () => {
    let answer = () => undefined as void;
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const sandbox = createFakeSandbox({
      '/web/logo': async () => {
        await slow;
        return httpError(500);
      },
      '/arks/web/site/detail': () => httpError(500),
    });
    await renderHome(<HomeLogo />, { sandbox });
    const box = await screen.findByTestId('home-logo');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the logo…');
    answer();
    await waitFor(() => expect(box).toHaveAttribute('data-status', 'failed'));
    expect(box).toHaveTextContent('Golden Lotus');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
