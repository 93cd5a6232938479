import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleNavLink, useLocation } from '@casino/mf-shared';
import { usePreloadOnIntent } from '../remote-loader/use-preload-on-intent';
import { entriesThatFit, navItems } from './nav-items';

/**
 * The desktop header's main navigation. Every entry that fits stays in the bar; the rest fold
 * into a "More" menu button. The server (and the first render) show the whole list: the widths
 * are measured in effects, again when the language changes, and the bar refits whenever its
 * width changes (ResizeObserver).
 */
export function HeaderNav() {
  const { t, i18n } = useTranslation('shell');
  const intent = usePreloadOnIntent();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const widths = useRef<number[] | null>(null);
  const moreWidth = useRef(0);
  // null: every entry in the bar (the server's list), measuring; a number: how many stay in the bar.
  const [shown, setShown] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const labels = navItems.map((item) => t(`nav.${item.key}`)).join('\n');

  const refit = useCallback(() => {
    const nav = navRef.current;
    if (!nav || !widths.current) return;
    setShown(entriesThatFit(widths.current, nav.clientWidth, moreWidth.current));
  }, []);

  // Other labels (language, fonts): show them all once more and measure before the paint.
  useLayoutEffect(() => {
    widths.current = null;
    setShown(null);
  }, [labels, i18n.language]);

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (shown !== null || !nav) return;
    const gap = parseFloat(getComputedStyle(nav).columnGap) || 0;
    const links = Array.from(nav.querySelectorAll<HTMLElement>('[data-nav-entry]'));
    widths.current = links.map((link) => link.getBoundingClientRect().width + gap);
    moreWidth.current = (buttonRef.current?.getBoundingClientRect().width ?? 0) + gap;
    refit();
  }, [shown, refit]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => refit());
    observer.observe(nav);
    let live = true;
    // Web fonts change every width: measure again once they are in.
    void document.fonts?.ready.then(() => {
      if (live) {
        widths.current = null;
        setShown(null);
      }
    });
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [refit]);

  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const count = shown ?? navItems.length;
  const inBar = navItems.slice(0, count);
  const folded = navItems.slice(count);
  const measuring = shown === null;

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const items = menuItems();
    items[(index + items.length) % items.length]?.focus();
  };
  const openMenu = (first: 'first' | 'last' | null) => {
    setOpen(true);
    if (first) requestAnimationFrame(() => focusItem(first === 'first' ? 0 : -1));
  };
  const closeMenu = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <nav ref={navRef} className={`shell-header__nav${measuring ? ' shell-header__nav--measuring' : ''}`} aria-label={t('nav.label')}>
      {inBar.map((item) => (
        <LocaleNavLink
          key={item.key}
          to={item.to}
          end={item.to === '/'}
          className="shell-header__link"
          data-nav-entry=""
          {...intent(item.to)}
        >
          {t(`nav.${item.key}`)}
        </LocaleNavLink>
      ))}
      {(measuring || folded.length > 0) && (
        <div className="shell-header__more">
          <button
            ref={buttonRef}
            type="button"
            className="shell-header__more-button"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={menuId}
            tabIndex={measuring ? -1 : undefined}
            onClick={() => (open ? setOpen(false) : openMenu(null))}
            onKeyDown={onButtonKey}
          >
            {t('nav.more')}
          </button>
          <ul
            id={menuId}
            ref={menuRef}
            role="menu"
            aria-label={t('nav.more')}
            className="shell-header__menu"
            hidden={!open}
            onKeyDown={onMenuKey}
          >
            {folded.map((item) => (
              <li key={item.key} role="none">
                <LocaleNavLink role="menuitem" to={item.to} end={item.to === '/'} className="shell-header__menu-link" {...intent(item.to)}>
                  {t(`nav.${item.key}`)}
                </LocaleNavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
