import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { siteBlockHandlers } from '../../../testing/site-blocks';
import { FloatPanel, floatClosedKey } from './float-panel';

const sandbox = () => createFakeSandbox(siteBlockHandlers());

/** A side panel once its buttons are there. */
async function loadedPanel(name: string) {
  const panel = await screen.findByRole('complementary', { name });
  await within(panel).findAllByRole('link');
  return panel;
}

describe('FloatPanel', () => {
  let openSpy: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => jest.restoreAllMocks());

  it('on desktop shows fixed side panels by position, sorted by sort descending', async () => {
    const fake = sandbox();
    await renderHome(<FloatPanel />, { sandbox: fake });
    const right = await loadedPanel('Shortcuts (right)');
    const left = screen.getByRole('complementary', { name: 'Shortcuts (left)' });
    expect(fake.callsTo('/arks/web/float')[0]?.body).toEqual({ site_id: 1 });
    expect(right).toHaveClass('home-float--fixed', 'home-float--right');
    expect(
      within(right)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Live chat', 'Download app']);
    expect(within(left).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/discount');
  });

  it('opens the external chat in a new tab through the safe navigation, and an app route in the app', async () => {
    await renderHome(<FloatPanel />, { sandbox: sandbox() });
    const right = await loadedPanel('Shortcuts (right)');
    await userEvent.click(within(right).getByRole('link', { name: 'Live chat' }));
    expect(openSpy).toHaveBeenCalledWith('https://support.example.com/chat?site=1', '_blank', 'noopener,noreferrer');
    await userEvent.click(within(right).getByRole('link', { name: 'Download app' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/app');
  });

  it('closes a side panel and keeps it closed for the session', async () => {
    const first = await renderHome(<FloatPanel />, { sandbox: sandbox() });
    const right = await loadedPanel('Shortcuts (right)');
    await userEvent.click(within(right).getByRole('button', { name: 'Hide shortcuts' }));
    expect(screen.queryByRole('complementary', { name: 'Shortcuts (right)' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Shortcuts (left)' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(floatClosedKey('right'))).toBe('1');
    first.unmount();

    await renderHome(<FloatPanel />, { sandbox: sandbox() });
    expect(await loadedPanel('Shortcuts (left)')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Shortcuts (right)' })).not.toBeInTheDocument();
  });

  it('on mobile is a row in the page flow, not a fixed panel', async () => {
    await renderHome(<FloatPanel />, { sandbox: sandbox(), width: 390 });
    const row = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(await within(row).findAllByRole('link')).toHaveLength(3);
    expect(row).toHaveClass('home-float--inline');
    expect(row).not.toHaveClass('home-float--fixed');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows a failed state with a retry, and nothing when the site has no buttons', async () => {
    let fail = true;
    const fake = createFakeSandbox({ '/arks/web/float': () => (fail ? httpError(503) : { web_float_list: [] }) });
    await renderHome(<FloatPanel />, { sandbox: fake });
    const panel = await screen.findByRole('complementary', { name: 'Shortcuts (right)' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The shortcuts could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('home-float')).not.toBeInTheDocument());
    expect(fake.callsTo('/arks/web/float')).toHaveLength(2);
  });
});
