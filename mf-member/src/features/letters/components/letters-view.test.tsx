import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LETTER_DESTROY_PATH, LETTER_READ_PATH, LETTERS_PATH, type LetterData } from '@casino/contracts';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { LettersView } from './letters-view';
import MemberHost from '../../../expose/member-host';

/** A member's letters as the sandbox keeps them: newest (highest id) first, 50 a page. */
function lettersSandbox(count: number) {
  let letters: LetterData[] = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Letter ${index + 1}`,
    content: `<p>Body of letter ${index + 1}</p>`,
    is_read: index % 2,
    created_at: '2026-03-01T12:00:00Z',
  }));
  const sandbox = createFakeSandbox({
    [LETTERS_PATH]: (body) => {
      const page = Number(body.page);
      const count = Number(body.count);
      const sorted = [...letters].sort((a, b) => b.id - a.id);
      return {
        list: sorted.slice((page - 1) * count, page * count),
        total_count: letters.length,
        unread_count: letters.filter((letter) => letter.is_read === 0).length,
      };
    },
    [LETTER_READ_PATH]: (body) => {
      letters = letters.map((letter) => (letter.id === body.id ? { ...letter, is_read: 1 } : letter));
      return { id: body.id, is_read: 1 };
    },
    [LETTER_DESTROY_PATH]: (body) => {
      letters = letters.filter((letter) => letter.id !== body.id);
      return { id: body.id };
    },
  });
  const send = (title: string) => {
    const id = Math.max(0, ...letters.map((letter) => letter.id)) + 1;
    letters = [...letters, { id, title, content: '<p>new</p>', is_read: 0, created_at: '2026-03-02T12:00:00Z' }];
  };
  return { sandbox, send };
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('letters on %s', (_name, width) => {
  it('reads page 1 of 50, newest first, and hands the unread count to the badges', async () => {
    const { sandbox } = lettersSandbox(3);
    const { store } = await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    const list = await screen.findByRole('list', { name: 'Letters' });
    expect(
      within(list)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ).toEqual(['Letter 3', 'Letter 2', 'Letter 1']);
    expect(sandbox.callsTo(LETTERS_PATH)[0]?.body).toMatchObject({ page: 1, count: 50, sort_field: 'id', sort_order: 'desc', active: 1 });
    expect(screen.getByText('3 letters, 2 unread')).toBeInTheDocument();
    expect(store.member.unreadLetters).toBe(2);
  });

  it('counts with plural rules: one letter, and the Chinese and Vietnamese forms', async () => {
    const { sandbox } = lettersSandbox(1);
    const { unmount } = await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('1 letter, 1 unread')).toBeInTheDocument();
    unmount();
    const zh = await renderMember(<LettersView />, { width, fetch: lettersSandbox(1).sandbox.fetch, locale: 'zh_CN' });
    expect(await screen.findByText('共 1 封，未读 1 封')).toBeInTheDocument();
    zh.unmount();
    await renderMember(<LettersView />, { width, fetch: lettersSandbox(2).sandbox.fetch, locale: 'vi_VN' });
    expect(await screen.findByText('2 thư, 1 chưa đọc')).toBeInTheDocument();
  });

  it('opening an unread letter shows it and marks it read (the count drops)', async () => {
    const { sandbox } = lettersSandbox(3);
    const { store } = await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Letter 3' }));
    expect(await screen.findByText('Body of letter 3')).toBeInTheDocument();
    await waitFor(() => expect(store.member.unreadLetters).toBe(1));
    expect(sandbox.callsTo(LETTER_READ_PATH)[0]?.body).toEqual({ id: 3 });
  });

  it('deleting asks first; Cancel keeps the letter, Delete removes it', async () => {
    const { sandbox } = lettersSandbox(2);
    // antd-mobile's dialog takes clicks once its opening animation is over, which jsdom never plays.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    await user.click(await screen.findByRole('button', { name: 'Delete "Letter 2"' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(sandbox.hits(LETTER_DESTROY_PATH)).toBe(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete "Letter 2"' }));
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(within(dialogs.at(-1) as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Letter 2' })).toBeNull());
    expect(sandbox.callsTo(LETTER_DESTROY_PATH)[0]?.body).toEqual({ id: 2 });
  });

  it('pages by 50; letter.* events read the shown page again, an emptied last page moves back', async () => {
    const { sandbox, send } = lettersSandbox(51);
    const { store } = await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Letter 1' })).toBeInTheDocument();
    send('Fresh news');
    act(() => void store.bus.emit('realtime:letters-changed', { reason: 'sent' }));
    await waitFor(() => expect(sandbox.callsTo(LETTERS_PATH).at(-1)?.body).toMatchObject({ page: 2 }));
    expect(await screen.findByRole('button', { name: 'Letter 2' })).toBeInTheDocument();
    // Two letters on page 2 now; both deleted elsewhere, the page no longer exists: page 1 is read.
    await act(async () => {
      await sandbox.fetch(
        new Request('http://sandbox.test/api' + LETTER_DESTROY_PATH, { method: 'POST', body: JSON.stringify({ id: 1 }) }),
      );
      await sandbox.fetch(
        new Request('http://sandbox.test/api' + LETTER_DESTROY_PATH, { method: 'POST', body: JSON.stringify({ id: 2 }) }),
      );
    });
    act(() => void store.bus.emit('realtime:letters-changed', { reason: 'delete' }));
    expect(await screen.findByRole('button', { name: 'Fresh news' })).toBeInTheDocument();
    expect(sandbox.callsTo(LETTERS_PATH).at(-1)?.body).toMatchObject({ page: 1 });
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it('shows the empty state', async () => {
    const { sandbox } = lettersSandbox(0);
    await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('You have no letters.')).toBeInTheDocument();
  });

  it('shows the failed state with a retry that reads again', async () => {
    const { sandbox } = lettersSandbox(1);
    sandbox.fail(LETTERS_PATH, httpError(500));
    await renderMember(<LettersView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('Your letters could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Letter 1' })).toBeInTheDocument();
  });
});

describe('the member host keeps the unread count without the Letter page', () => {
  it('reads the letters at login and again on letter.sent', async () => {
    const { sandbox, send } = lettersSandbox(2);
    const { store } = await renderMember(<MemberHost />, { fetch: sandbox.fetch });
    await waitFor(() => expect(store.member.unreadLetters).toBe(1));
    send('Hello');
    act(() => void store.bus.emit('realtime:letters-changed', { reason: 'sent' }));
    await waitFor(() => expect(store.member.unreadLetters).toBe(2));
  });
});
