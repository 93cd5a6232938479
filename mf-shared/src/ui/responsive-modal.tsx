import type * as FocusTrapModule from 'focus-trap-react';
import { observer } from 'mobx-react-lite';
import { Suspense, use, useId, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { KitSlot } from '../kits/ui-kits';
import { useStores } from '../stores/stores-context';
import { usePageInert, useScrollLock } from './scroll-lock';
import './ui.css';

interface ResponsiveModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Desktop width in px. */
  width?: number;
  className?: string;
  /** The × in the title bar. A dialog whose footer has its own Close button turns it off, so "Close" names one button. */
  headerClose?: boolean;
  /** Where the mobile dialog sits: centred (a notice) or a sheet from the bottom (a form). */
  mobilePlacement?: 'center' | 'bottom';
}

/**
 * focus-trap (with tabbable), loaded when a dialog first opens: about 8 KiB that no page's first
 * view runs unless a dialog opens in it.
 */
export const focusTrap = new KitSlot<typeof FocusTrapModule>(() => import(/* webpackChunkName: "focus-trap" */ 'focus-trap-react'));

// jsdom lays nothing out, so tabbable's visibility check would find no tabbable element there.
const tabbableOptions = { displayCheck: typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? 'none' : 'full' } as const;

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from then on: a dialog lives in a portal
 * into document.body, which the server has not, so it is never part of the server's HTML.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A dialog named by its title, on both layouts without the UI kit (the home page's first view runs
 * none): centred on desktop with the `width` given, centred or a bottom sheet on mobile, over a
 * mask that closes it when clicked. Focus moves into the dialog, Tab stays inside it (focus-trap),
 * Escape closes it and focus returns to the element that had it before; the page behind holds
 * still and is inert while it is open. Closed, it renders nothing: its content mounts afresh at each opening. It renders in a
 * portal into document.body, in the React tree of its owner, so content from a remote (an antd
 * form) keeps the owner's providers. Content that asks for the kit's extras (a form, tabs)
 * suspends inside the dialog, which shows a loading line meanwhile, not around it. The first
 * dialog to open waits for focus-trap's chunk before it shows (its own Suspense boundary, so
 * nothing around it waits).
 */
export const ResponsiveModal = observer(function ResponsiveModal(props: ResponsiveModalProps) {
  const inBrowser = useInBrowser();
  const { layout } = useStores();
  useScrollLock(props.open && inBrowser);
  if (!props.open || !inBrowser) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Dialog {...props} isDesktop={layout.isDesktop} />
    </Suspense>,
    document.body,
  );
});

function Dialog({
  title,
  onClose,
  children,
  footer = null,
  width = 720,
  className,
  headerClose = true,
  mobilePlacement = 'center',
  isDesktop,
}: ResponsiveModalProps & { isDesktop: boolean }) {
  const { FocusTrap } = use(focusTrap.load());
  // Here, above the focus trap: when the dialog goes, the page is live again before the trap
  // (a child, unmounted after) gives focus back to the element that opened it.
  usePageInert(true);
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const placement = isDesktop ? 'desktop' : mobilePlacement;
  // The width is a number the caller gives, set through the CSSOM (the CSP allows style attributes).
  const style: CSSProperties | undefined = isDesktop ? { width } : undefined;

  return (
    <div className={`responsive-dialog-layer responsive-dialog-layer--${placement}`}>
      <div className="responsive-dialog-mask" aria-hidden="true" onClick={onClose} />
      <FocusTrap
        focusTrapOptions={{
          // Escape asks the owner to close; the trap ends when the dialog unmounts and gives focus back.
          escapeDeactivates: () => {
            onCloseRef.current();
            return false;
          },
          returnFocusOnDeactivate: true,
          allowOutsideClick: true,
          fallbackFocus: () => dialogRef.current ?? document.body,
          tabbableOptions,
        }}
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`responsive-dialog responsive-dialog--${isDesktop ? 'desktop' : 'mobile'} responsive-dialog--${placement}${className ? ` ${className}` : ''}`}
          style={style}
        >
          <header className="responsive-dialog__header">
            <h2 id={titleId} className="responsive-dialog__title">
              {title}
            </h2>
            {headerClose && (
              <button type="button" className="responsive-dialog__close" aria-label={t('ui.close')} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className="responsive-dialog__body">
            <Suspense
              fallback={
                <div className="responsive-dialog__loading" role="status" aria-busy="true">
                  {t('state.loading')}
                </div>
              }
            >
              {children}
            </Suspense>
          </div>
          {footer && <footer className="responsive-dialog__footer">{footer}</footer>}
        </div>
      </FocusTrap>
    </div>
  );
}
