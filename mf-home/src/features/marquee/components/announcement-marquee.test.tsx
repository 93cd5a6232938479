import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcement } from '../../../testing/home-fixtures';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { AnnouncementMarquee } from './announcement-marquee';

function marqueeSandbox() {
  return createFakeSandbox({
    '/arks/web/announcement/marquee': (_body, call) => ({
      web_announcement_list: [
        announcement(1, 1, true, false, `Visitors only (${call.headers.lang})`),
        announcement(2, 7, false, true, 'Members only'),
        announcement(3, 5, true, true, 'Everybody'),
        announcement(4, 9, true, true, 'Everybody, first'),
      ],
    }),
  });
}

async function marqueeItems() {
  const marquee = await screen.findByRole('marquee', { name: 'Announcements' });
  await waitFor(() => expect(within(marquee).queryByRole('status')).not.toBeInTheDocument());
  return {
    marquee,
    texts: within(marquee)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  };
}

describe('AnnouncementMarquee', () => {
  it('asks for the marquee sorted by sort descending and shows a visitor the before-login announcements in that order', async () => {
    const sandbox = marqueeSandbox();
    await renderHome(<AnnouncementMarquee />, { sandbox });
    const { texts } = await marqueeItems();
    expect(texts).toEqual(['Everybody, first', 'Everybody', 'Visitors only (en_US)']);
    expect(sandbox.callsTo('/arks/web/announcement/marquee')[0]?.body).toEqual({ site_id: 1, sort_field: 'sort', sort_order: 'desc' });
  });

  it('shows a member the after-login announcements', async () => {
    await renderHome(<AnnouncementMarquee />, { sandbox: marqueeSandbox(), member: true });
    const { texts } = await marqueeItems();
    expect(texts).toEqual(['Everybody, first', 'Members only', 'Everybody']);
  });

  it('switches the filter when the visitor logs in, without another call', async () => {
    const sandbox = marqueeSandbox();
    const { root } = await renderHome(<AnnouncementMarquee />, { sandbox });
    await marqueeItems();
    act(() => root.session.setSession({ token: 't', memberId: '7', memberAccount: 'player_rmb', currency: 'RMB' }));
    const { texts } = await marqueeItems();
    expect(texts).toContain('Members only');
    expect(sandbox.callsTo('/arks/web/announcement/marquee')).toHaveLength(1);
  });

  it('shows the same list on mobile, as plain markup scrolled by CSS (no UI kit)', async () => {
    await renderHome(<AnnouncementMarquee />, { sandbox: marqueeSandbox(), width: 390 });
    const { marquee, texts } = await marqueeItems();
    expect(texts).toEqual(['Everybody, first', 'Everybody', 'Visitors only (en_US)']);
    expect(marquee.querySelector('[class^="adm-"], [class*=" adm-"]')).toBeNull();
    // The one line scrolls by a CSS animation, its duration growing with the text (home.css stops it for reduced motion).
    expect(within(marquee).getByRole('list')).toHaveStyle({ animationDuration: '15s' });
  });

  it('shows an empty state when nothing is left for the role', async () => {
    const sandbox = createFakeSandbox({
      '/arks/web/announcement/marquee': () => ({ web_announcement_list: [announcement(2, 7, false, true)] }),
    });
    await renderHome(<AnnouncementMarquee />, { sandbox });
    const marquee = await screen.findByRole('marquee', { name: 'Announcements' });
    expect(await within(marquee).findByText('No announcements at the moment.')).toBeInTheDocument();
  });

  it("shows its own failed state with a retry, and the server's message as a toast (§8)", async () => {
    let fail = true;
    const sandbox = marqueeSandbox();
    sandbox.on('/arks/web/announcement/marquee', (_body, call) =>
      fail
        ? httpError(502, 'Marquee service is down')
        : { web_announcement_list: [announcement(9, 1, true, true, `Back (${call.headers.lang})`)] },
    );
    const { notifier } = await renderHome(<AnnouncementMarquee />, { sandbox });
    const marquee = await screen.findByRole('marquee', { name: 'Announcements' });
    const alert = await within(marquee).findByRole('alert');
    expect(alert).toHaveTextContent('The announcements could not be loaded.');
    expect(notifier.error).toHaveBeenCalledWith('Marquee service is down');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(marquee).findByText('Back (en_US)')).toBeInTheDocument();
  });

  it('loads the announcements again in the new language', async () => {
    const sandbox = marqueeSandbox();
    const { root } = await renderHome(<AnnouncementMarquee />, { sandbox });
    await marqueeItems();
    await act(() => root.locale.setLocale('vi_VN'));
    const marquee = screen.getByRole('marquee', { name: 'Thông báo' });
    expect(await within(marquee).findByText('Visitors only (vi_VN)')).toBeInTheDocument();
  });
});
