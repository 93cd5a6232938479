import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { siteBlockHandlers } from '../../../testing/site-blocks';
import { SiteFooter } from './site-footer';

function footerSandbox() {
  return createFakeSandbox(siteBlockHandlers());
}

async function footer() {
  const element = await screen.findByRole('contentinfo', { name: 'Site information' });
  await within(element).findByRole('navigation', { name: 'Site links' });
  return element;
}

describe('SiteFooter', () => {
  let openSpy: jest.SpyInstance;
  beforeEach(() => {
    openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the site footer and shows its links, licences, partners, contact and copyright', async () => {
    const sandbox = footerSandbox();
    await renderHome(<SiteFooter />, { sandbox });
    const element = await footer();
    expect(sandbox.callsTo('/arks/web/footer')[0]?.body).toEqual({ site_id: 1 });
    expect(within(element).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/faq');
    expect(within(element).getByRole('list', { name: 'Licences' })).toContainElement(within(element).getByAltText('PAGCOR'));
    expect(within(element).getByRole('list', { name: 'Game providers' })).toContainElement(within(element).getByAltText('JILI'));
    expect(element).toHaveTextContent('support@site1.example.com');
    expect(element).toHaveTextContent('© 2025 Golden Lotus (en_US)');
  });

  it('sanitises the description: markup stays, scripts and handlers go', async () => {
    await renderHome(<SiteFooter />, { sandbox: footerSandbox() });
    const element = await footer();
    expect(within(element).getByText('online').tagName).toBe('B');
    expect(element.querySelector('script, [onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('follows an internal link in the app through the router', async () => {
    await renderHome(<SiteFooter />, { sandbox: footerSandbox() });
    await userEvent.click(within(await footer()).getByRole('link', { name: 'Help centre' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/faq');
  });

  it('opens an external link in a new tab only as an explicit external navigation', async () => {
    await renderHome(<SiteFooter />, { sandbox: footerSandbox() });
    const link = within(await footer()).getByRole('link', { name: 'Responsible gaming' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    expect(openSpy).toHaveBeenCalledWith('https://www.begambleaware.org/', '_blank', 'noopener,noreferrer');
  });

  it('shows a script link and an "internal" link to another site as plain text', async () => {
    await renderHome(<SiteFooter />, { sandbox: footerSandbox() });
    const element = await footer();
    for (const name of ['Evil link', 'Sneaky internal']) {
      expect(within(element).queryByRole('link', { name })).not.toBeInTheDocument();
      await userEvent.click(within(element).getByText(name));
    }
    expect(openSpy).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows loading, then a failed state with a retry, and the server's message as a toast (§8)", async () => {
    let fail = true;
    let answer = () => undefined as void;
    const slow = new Promise<void>((resolve) => (answer = resolve));
    const sandbox = footerSandbox();
    const ok = siteBlockHandlers()['/arks/web/footer']!;
    sandbox.on('/arks/web/footer', async (body, call) => {
      await slow;
      return fail ? httpError(500, 'Footer service is down') : ok(body, call);
    });
    const { notifier } = await renderHome(<SiteFooter />, { sandbox });
    const element = await screen.findByRole('contentinfo', { name: 'Site information' });
    expect(within(element).getByRole('status')).toHaveTextContent('Loading site information…');
    answer();
    const alert = await within(element).findByRole('alert');
    expect(alert).toHaveTextContent('The site information could not be loaded.');
    expect(notifier.error).toHaveBeenCalledWith('Footer service is down');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(element).findByRole('link', { name: 'Help centre' })).toBeInTheDocument();
  });

  it('says when the site has no footer', async () => {
    const sandbox = createFakeSandbox({ '/arks/web/footer': () => ({ web_footer: null }) });
    await renderHome(<SiteFooter />, { sandbox });
    expect(await screen.findByText('No site information yet.')).toBeInTheDocument();
  });

  it('keeps the footer while it loads again in the new language', async () => {
    const sandbox = footerSandbox();
    const { root } = await renderHome(<SiteFooter />, { sandbox });
    await footer();
    await act(() => root.locale.setLocale('zh_CN'));
    const element = screen.getByRole('contentinfo', { name: '网站信息' });
    expect(within(element).queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(element).toHaveTextContent('© 2025 Golden Lotus (zh_CN)'));
  });
});
