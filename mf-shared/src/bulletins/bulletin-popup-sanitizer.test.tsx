import { act, screen, within } from '@testing-library/react';
import { createFakeSandbox, renderRemote } from '../testing';
import { htmlSanitizer } from '../security/safe-html';
import { BulletinPopup } from './bulletin-popup';

// Its own file: the sanitiser's slot must start empty, as on a page (createTestRoot would install it).

describe('BulletinPopup before the page has loaded the sanitiser', () => {
  it('opens only once the sanitiser is there, with its HTML: the dialog never grows after it shows', async () => {
    jest.spyOn(htmlSanitizer, 'install').mockImplementation(() => undefined);
    const sandbox = createFakeSandbox({
      '/arks/web/bulletin': () => ({
        web_bulletin_list: [
          {
            id: 1,
            title: 'Deposit channels',
            display_content: '<p>New <b>bank transfer</b> channels</p>',
            content: 'New bank transfer channels',
            display_device: 0,
            sort: 1,
            updated_at: '2025-06-01T08:00:00Z',
            setting: { display_frequency: 0 },
          },
        ],
      }),
    });
    // What the dialog held the first moment it was on the page.
    let firstContent: string | null = null;
    const observer = new MutationObserver(() => {
      const content = document.querySelector('[role="dialog"] .bulletin-popup__content');
      if (content && firstContent === null) firstContent = content.innerHTML;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderRemote(<BulletinPopup location={2} onDepositPage={false} />, { fetch: sandbox.fetch, width: 390 });

    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText('bank transfer')).toBeInTheDocument();
    await act(async () => undefined);
    observer.disconnect();
    expect(firstContent).toBe('<p>New <b>bank transfer</b> channels</p>');
  });
});
