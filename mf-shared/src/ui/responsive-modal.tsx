import type * as FocusTrapModule from 'focus-trap-react';
import { observer } from 'mobx-react-lite';
import { Suspense, use, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KitSlot, useUiKit } from '../kits/ui-kits';
import { useScrollLock } from './scroll-lock';
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

/** Stands for FocusTrap before any dialog has opened: the dialog is closed then, nothing to trap. */
function NoTrap({ children }: FocusTrapModule.FocusTrapProps) {
  return children;
}

// jsdom lays nothing out, so tabbable's visibility check would find no tabbable element there.
const tabbableOptions = { displayCheck: typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? 'none' : 'full' } as const;

/**
 * A dialog named by its title: antd's Modal on desktop, an antd-mobile popup on mobile. On both,
 * focus moves into the dialog, Tab stays inside it, Escape closes it and focus returns to the
 * element that had it before (antd's Modal, with focus-trap keeping Tab inside; focus-trap alone on mobile).
 * Content that asks for the kit's extras (a form, tabs) suspends inside the dialog, which shows a
 * loading line meanwhile, not around it. The first dialog to open waits for focus-trap's chunk
 * before it shows (its own Suspense boundary, so nothing around it waits).
 */
export function ResponsiveModal(props: ResponsiveModalProps) {
  return (
    <Suspense fallback={null}>
      <KitModal {...props} />
    </Suspense>
  );
}

const KitModal = observer(function KitModal({
  open,
  title,
  onClose,
  children,
  footer = null,
  width = 720,
  className,
  headerClose = true,
  mobilePlacement = 'center',
}: ResponsiveModalProps) {
  const ui = useUiKit();
  // Only an open dialog needs the trap; once loaded it is read without suspending.
  const FocusTrap = open || focusTrap.now() ? use(focusTrap.load()).FocusTrap : NoTrap;
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const trapRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useScrollLock(open && ui.isDesktop);
  const content = (
    <Suspense
      fallback={
        <div className="responsive-dialog__loading" role="status" aria-busy="true">
          {t('state.loading')}
        </div>
      }
    >
      {children}
    </Suspense>
  );

  if (ui.isDesktop) {
    const { Modal } = ui.desktop;
    return (
      <Modal
        open={open}
        title={title}
        onCancel={onClose}
        closable={headerClose}
        footer={footer}
        width={width}
        className={className}
        // antd moves focus in, closes on Escape and gives focus back; its own trap only catches focus
        // coming back into the page, so Tab past the last button would leave for the browser's controls.
        focusable={{ trap: false, focusTriggerAfterClose: true }}
        modalRender={(node) => (
          <FocusTrap
            active={open}
            focusTrapOptions={{
              initialFocus: false,
              escapeDeactivates: false,
              returnFocusOnDeactivate: false,
              allowOutsideClick: true,
              fallbackFocus: () => trapRef.current ?? document.body,
              tabbableOptions,
            }}
          >
            <div ref={trapRef} tabIndex={-1} className="responsive-dialog__trap">
              {node}
            </div>
          </FocusTrap>
        )}
        // useScrollLock holds the page instead: antd's locker injects a style the CSP refuses.
        scrollLock={false}
        destroyOnHidden
        centered
      >
        {content}
      </Modal>
    );
  }

  const dialog = (
    <FocusTrap
      active={open}
      focusTrapOptions={{
        // Escape asks the owner to close; the trap ends when `open` turns false and gives focus back.
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
        className={`responsive-dialog responsive-dialog--${mobilePlacement}${className ? ` ${className}` : ''}`}
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
        <div className="responsive-dialog__body">{content}</div>
        {footer && <footer className="responsive-dialog__footer">{footer}</footer>}
      </div>
    </FocusTrap>
  );

  const { CenterPopup, Popup } = ui.mobile;
  if (mobilePlacement === 'bottom') {
    return (
      <Popup visible={open} onMaskClick={onClose} destroyOnClose className="responsive-dialog-sheet">
        {dialog}
      </Popup>
    );
  }
  return (
    <CenterPopup visible={open} onMaskClick={onClose} destroyOnClose className="responsive-dialog-popup">
      {dialog}
    </CenterPopup>
  );
});
