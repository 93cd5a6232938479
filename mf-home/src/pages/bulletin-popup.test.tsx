import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulletinPopup, POPUP_CLOSED_AT_KEY, type Bulletin } from '@casino/mf-shared';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { renderHome } from '../testing/render-home';

const HOSTILE =
  '<p>Welcome <b>bonus</b></p><img src=x onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned=3">click</a>';

function bulletin(id: number, extra: Partial<Bulletin> = {}): Bulletin {
  return {
    id,
    title: `Bulletin ${id}`,
    display_content: `<p>Content ${id}</p>`,
    content: `Content ${id}`,
    display_device: 0,
    sort: id,
    updated_at: '2025-06-01T08:00:00Z',
    setting: { display_frequency: 0 },
    ...extra,
  };
}

function popupSandbox(list: () => Bulletin[]) {
  return createFakeSandbox({
    '/arks/web/bulletin': () => ({ web_bulletin_list: list() }),
    '/arks/web/bulletin/member': () => ({ web_bulletin_list: list() }),
    '/arks/web/bulletin/member/hide': () => ({ hidden_ids: [] }),
  });
}

async function closePopup() {
  const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument());
}

/** The test hook of the pop-up rules: pending, shown or not-shown. */
const decision = () => screen.getByTestId('bulletin-popup-decision').dataset['decision'];

beforeEach(() => {
  window.sessionStorage.clear();
  delete (window as { __pwned?: number }).__pwned;
});

// The pop-up lives in mf-shared (the deposit page shows it too); here it runs as the home page mounts it.
describe('BulletinPopup', () => {
  it('shows a visitor the public pop-ups for the device, sorted by sort descending', async () => {
    const sandbox = popupSandbox(() => [bulletin(1), bulletin(3, { display_device: 2 }), bulletin(2, { display_device: 1 })]);
    await renderHome(<BulletinPopup />, { sandbox, width: 1280 });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bulletin 2', 'Bulletin 1']);
    expect(sandbox.callsTo('/arks/web/bulletin')[0]?.body).toEqual({ site_id: 1, display_device: 1 });
  });

  it.each([1280, 390])('has exactly one button named "Close" at %p px (a stable e2e name)', async (width) => {
    await renderHome(<BulletinPopup />, { sandbox: popupSandbox(() => [bulletin(1)]), width });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('waits while the login modal is open instead of stacking over it', async () => {
    const view = await renderHome(<BulletinPopup />, { sandbox: popupSandbox(() => [bulletin(1)]), width: 1280 });
    await screen.findByRole('dialog', { name: 'Announcement' });
    act(() => view.root.modals.setOpen('auth', true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument());
    act(() => view.root.modals.setOpen('auth', false));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
  });

  it('sanitises bulletin HTML: no handler, script or javascript: link runs', async () => {
    const sandbox = popupSandbox(() => [bulletin(4, { display_content: HOSTILE })]);
    await renderHome(<BulletinPopup />, { sandbox, width: 390 });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText('bonus')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('stays closed for a visitor after closing, and reopens when a bulletin was updated after the close', async () => {
    let list = [bulletin(1)];
    const sandbox = popupSandbox(() => list);
    const first = await renderHome(<BulletinPopup />, { sandbox });
    await closePopup();
    expect(Number(window.sessionStorage.getItem(POPUP_CLOSED_AT_KEY))).toBeGreaterThan(0);
    first.unmount();

    const second = await renderHome(<BulletinPopup />, { sandbox });
    await waitFor(() => expect(sandbox.callsTo('/arks/web/bulletin')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
    second.unmount();

    list = [bulletin(1, { updated_at: new Date(Date.now() + 60_000).toISOString(), title: 'Updated' })];
    await renderHome(<BulletinPopup />, { sandbox });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByRole('heading', { name: 'Updated' })).toBeInTheDocument();
  });

  it('for a member uses the member call with location 2 and sends the hide call for show-once bulletins on close', async () => {
    const sandbox = popupSandbox(() => [bulletin(1), bulletin(2, { setting: { display_frequency: 1 } })]);
    await renderHome(<BulletinPopup />, { sandbox, member: true, width: 1280 });
    await closePopup();
    expect(sandbox.callsTo('/arks/web/bulletin/member')[0]?.body).toEqual({ site_id: 1, display_device: 1, display_location: 2 });
    await waitFor(() => expect(sandbox.callsTo('/arks/web/bulletin/member/hide')).toHaveLength(1));
    expect(sandbox.callsTo('/arks/web/bulletin/member/hide')[0]?.body).toEqual({
      site_id: 1,
      display_device: 1,
      display_location: 2,
      ids: [1],
    });
    expect(sandbox.callsTo('/arks/web/bulletin/member/hide')[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('does not open for a member once a close time is stored, even for an updated bulletin', async () => {
    window.sessionStorage.setItem(POPUP_CLOSED_AT_KEY, String(Date.parse('2025-01-01T00:00:00Z')));
    const sandbox = popupSandbox(() => [bulletin(1, { updated_at: '2025-06-01T08:00:00Z' })]);
    await renderHome(<BulletinPopup />, { sandbox, member: true });
    // The decision hook says when the rules have run: no timer needed to prove it stayed closed.
    await waitFor(() => expect(decision()).toBe('not-shown'));
    expect(sandbox.callsTo('/arks/web/bulletin/member')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('the decision hook says shown when the pop-up opens', async () => {
    await renderHome(<BulletinPopup />, { sandbox: popupSandbox(() => [bulletin(1)]), width: 1280 });
    await screen.findByRole('dialog', { name: 'Announcement' });
    expect(screen.getByTestId('bulletin-popup-decision').dataset['decision']).toBe('shown');
  });

  it('on the deposit page asks for location 3 and opens whenever the list is non-empty, even after a close on home', async () => {
    window.sessionStorage.setItem(POPUP_CLOSED_AT_KEY, String(Date.now()));
    const sandbox = popupSandbox(() => [bulletin(3)]);
    await renderHome(<BulletinPopup />, { sandbox, member: true, path: '/Deposit', route: '/Deposit' });
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    expect(sandbox.callsTo('/arks/web/bulletin/member')[0]?.body).toMatchObject({ display_location: 3 });
  });

  it('on the deposit page, once closed, a reload does not bring back the bulletins the server still lists', async () => {
    // An "every time" bulletin (display_frequency 1): the hide call leaves it in the member's list.
    const sandbox = popupSandbox(() => [bulletin(3, { setting: { display_frequency: 1 } })]);
    const first = await renderHome(<BulletinPopup />, { sandbox, member: true, path: '/Deposit', route: '/Deposit' });
    await closePopup();
    first.unmount();

    await renderHome(<BulletinPopup />, { sandbox, member: true, path: '/Deposit', route: '/Deposit' });
    await waitFor(() => expect(decision()).toBe('not-shown'));
    expect(sandbox.callsTo('/arks/web/bulletin/member')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('for a visitor closing sends no hide call', async () => {
    const sandbox = popupSandbox(() => [bulletin(1)]);
    await renderHome(<BulletinPopup />, { sandbox });
    await closePopup();
    expect(sandbox.callsTo('/arks/web/bulletin/member/hide')).toHaveLength(0);
  });
});
