import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { MobileLayout } from './mobile-layout';
import { BROWSER_NOTICE_KEY } from './browser-support';

// The mobile browser-support notice as the player sees it in the mobile layout: which browsers
// get it, with which words, and that dismissing it keeps it away on this device.

const shell = { shell: async () => ({ default: en }) };
const IN_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/400.0]';
const OLD_CHROME = 'Mozilla/5.0 (Linux; Android 8.0; SM-G950F) AppleWebKit/537.36 Chrome/70.0.3538.110 Mobile Safari/537.36';
const CURRENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Version/17.2 Mobile/15E148 Safari/604.1';

const agent = jest.spyOn(window.navigator, 'userAgent', 'get');

async function renderAs(userAgent: string) {
  agent.mockReturnValue(userAgent);
  const root = await createTestRoot({ namespaces: shell, width: 390 });
  return renderWithRoot(
    <MobileLayout nav footer>
      <h1>Page</h1>
    </MobileLayout>,
    root,
    { path: '/' },
  );
}

afterEach(() => window.localStorage.clear());
afterAll(() => agent.mockRestore());

describe('the browser-support notice', () => {
  it('tells an in-app browser to open the site in Safari or Chrome, and stays away once dismissed', async () => {
    const first = await renderAs(IN_APP);
    const note = await screen.findByRole('note', { name: 'Browser notice' });
    expect(note).toHaveTextContent('You are using an in-app browser. For games and payments, open this site in Safari or Chrome.');
    await userEvent.click(within(note).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Browser notice' })).toBeNull());
    expect(window.localStorage.getItem(BROWSER_NOTICE_KEY)).toBe('1');
    first.unmount();

    await renderAs(IN_APP);
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('note', { name: 'Browser notice' })).toBeNull();
  });

  it('asks an outdated browser to update', async () => {
    await renderAs(OLD_CHROME);
    expect(await screen.findByRole('note', { name: 'Browser notice' })).toHaveTextContent('Your browser is out of date');
  });

  it('says nothing to a current browser', async () => {
    await renderAs(CURRENT);
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('note', { name: 'Browser notice' })).toBeNull();
  });
});
