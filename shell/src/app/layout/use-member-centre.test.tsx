import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { AccountActions } from './account-actions';
import { showsPage } from './use-member-centre';

const shell = { shell: async () => ({ default: en }) };
const member = { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' };

interface FakeLocation {
  pathname: string;
  search: string;
  assign: jest.Mock;
}

/** A window.open that keeps one window per name, as a browser does, and says what it was asked. */
function fakeBrowser() {
  const calls: string[] = [];
  const windows = new Map<string, { closed: boolean; focus: jest.Mock; location: FakeLocation }>();
  const openWindow = (url: string, target: string) => {
    calls.push(`${target} ${url || '(empty)'}`);
    let known = windows.get(target);
    if (!known || known.closed) {
      const location: FakeLocation = {
        pathname: '',
        search: '',
        assign: jest.fn((to: string) => {
          location.pathname = to;
        }),
      };
      known = { closed: false, focus: jest.fn(), location };
      windows.set(target, known);
    }
    if (url) known.location.pathname = url;
    return known as unknown as Window;
  };
  return { calls, windows, openWindow };
}

afterEach(cleanup);

describe('a second click on the member centre', () => {
  it('brings its open window forward instead of opening or reloading it', async () => {
    const browser = fakeBrowser();
    const root = await createTestRoot({ namespaces: shell, storage: member, openWindow: browser.openWindow });
    renderWithRoot(<AccountActions />, root);
    await userEvent.click(screen.getByRole('link', { name: 'amy' }));
    const opened = browser.windows.get('userWindow');
    expect(opened?.focus).not.toHaveBeenCalled();
    // The member moved inside the member centre meanwhile.
    if (opened) opened.location.pathname = '/user/Info';
    await userEvent.click(screen.getByRole('link', { name: 'amy' }));
    expect(browser.calls).toEqual(['userWindow /user', 'userWindow (empty)']);
    expect(opened?.focus).toHaveBeenCalledTimes(1);
    expect(opened?.location.assign).not.toHaveBeenCalled();

    // Messages is another page: the same window goes there, and comes forward.
    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(opened?.location.assign).toHaveBeenCalledWith('/user/Letter');
    expect(opened?.focus).toHaveBeenCalledTimes(2);
    expect(browser.windows.size).toBe(1);
  });

  it('opens a new window once the old one was closed', async () => {
    const browser = fakeBrowser();
    const root = await createTestRoot({ namespaces: shell, storage: member, openWindow: browser.openWindow });
    renderWithRoot(<AccountActions />, root);
    await userEvent.click(screen.getByRole('link', { name: 'amy' }));
    const first = browser.windows.get('userWindow');
    if (first) first.closed = true;
    await userEvent.click(screen.getByRole('link', { name: 'amy' }));
    expect(browser.calls).toEqual(['userWindow /user', 'userWindow /user']);
    expect(browser.windows.get('userWindow')).not.toBe(first);
  });
});

describe('showsPage', () => {
  it.each([
    ['/user', '/user', true],
    ['/user/Info', '/user', true],
    ['/userx', '/user', false],
    ['/user', '/user/Letter', false],
    ['/vi_VN/user/Info', '/vi_VN/user', true],
    ['/proxy/report', '/proxy', true],
    ['/user/Deposit', '/user/Deposit?method=2', false],
  ])('a window at %s shows %s: %s', (current, target, expected) => {
    expect(showsPage(current, target)).toBe(expected);
  });
});
