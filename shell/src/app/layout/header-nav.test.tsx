import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { HeaderNav } from './header-nav';
import { entriesThatFit } from './nav-items';

const shell = { shell: async () => ({ default: en }) };

describe('entriesThatFit', () => {
  it.each([
    [[100, 100, 100], 300, 50, 3],
    [[100, 100, 100], 299, 50, 2],
    [[100, 100, 100], 249, 50, 1],
    [[100, 100, 100], 120, 50, 0],
    [[], 0, 50, 0],
  ])('fits %j in %i px beside a More of %i px: %i', (widths, available, more, expected) => {
    expect(entriesThatFit(widths, available, more)).toBe(expected);
  });
});

describe('HeaderNav', () => {
  let navWidth = 2000;
  const rect = (width: number) => ({ width, height: 64, top: 0, left: 0, right: width, bottom: 64, x: 0, y: 0, toJSON: () => ({}) });
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.hasAttribute('data-nav-entry')) return rect(100);
      if (this.classList.contains('shell-header__more-button')) return rect(80);
      return rect(0);
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'NAV' ? navWidth : 0;
    });
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  async function renderNav(width: number) {
    navWidth = width;
    const root = await createTestRoot({ namespaces: shell });
    renderWithRoot(<HeaderNav />, root, { path: '/sponsor' });
    return screen.getByRole('navigation', { name: 'Main navigation' });
  }

  const barEntries = (nav: HTMLElement) =>
    within(nav)
      .queryAllByRole('link')
      .filter((link) => !link.closest('[role="menu"]'))
      .map((link) => link.textContent);

  it('keeps every entry in the bar, and no More, when they all fit', async () => {
    const nav = await renderNav(900);
    expect(barEntries(nav)).toHaveLength(9);
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('folds the entries that do not fit into a More menu usable with the keyboard', async () => {
    // 580 px: More (80) and five entries of 100.
    const nav = await renderNav(580);
    expect(barEntries(nav)).toEqual(['Home', 'Slots', 'Live Casino', 'Sports', 'Lottery']);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Cards', 'Promotions', 'Sponsorship', 'App']);
    expect(within(menu).getByRole('menuitem', { name: 'Sponsorship' })).toHaveAttribute('aria-current', 'page');
    await act(() => new Promise(requestAnimationFrame));
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('closes the menu when an entry is chosen or on a click elsewhere', async () => {
    const nav = await renderNav(300);
    const more = within(nav).getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Promotions' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
