import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { siteBlockHandlers } from '../../../testing/site-blocks';
import { MobileQuickLinks } from './mobile-quick-links';

describe('MobileQuickLinks', () => {
  it('shows the mobile footer entries by sort descending, with icons and titles', async () => {
    const sandbox = createFakeSandbox(siteBlockHandlers());
    await renderHome(<MobileQuickLinks />, { sandbox, width: 390 });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deposit', '/user/Deposit'],
      ['Promotions', '/discount'],
      ['Service', 'https://support.example.com/chat?site=1'],
    ]);
    expect(sandbox.callsTo('/arks/web/web-mobile-footer')[0]?.body).toEqual({ site_id: 1 });
    // No link_method: the external service opens in the same tab, without target.
    expect(links[2]).not.toHaveAttribute('target');
  });

  it('follows an app route through the router', async () => {
    await renderHome(<MobileQuickLinks />, { sandbox: createFakeSandbox(siteBlockHandlers()), width: 390 });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Promotions' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/discount');
  });

  it('turns a script link into plain text', async () => {
    const sandbox = createFakeSandbox({
      '/arks/web/web-mobile-footer': () => ({
        web_mobile_footer_list: [{ id: 1, key: 'letter', title: 'Messages', icon: '', link: 'javascript:alert(1)', link_type: 1, sort: 1 }],
      }),
    });
    await renderHome(<MobileQuickLinks />, { sandbox, width: 390 });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(await within(nav).findByText('Messages')).toBeInTheDocument();
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has failed (with retry) and empty states', async () => {
    let fail = true;
    const sandbox = createFakeSandbox({ '/arks/web/web-mobile-footer': () => (fail ? httpError(500) : { web_mobile_footer_list: [] }) });
    await renderHome(<MobileQuickLinks />, { sandbox, width: 390 });
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    const alert = await within(nav).findByRole('alert');
    expect(alert).toHaveTextContent('The quick links could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(nav).findByText('No quick links yet.')).toBeInTheDocument();
  });
});
