import { FocusTrap } from 'focus-trap-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '../kits/ui-kits';
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

// jsdom lays nothing out, so tabbable's visibility check would find no tabbable element there.
const tabbableOptions = { displayCheck: typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? 'none' : 'full' } as const;

/**
 * A dialog named by its title: antd's Modal on desktop, an antd-mobile popup on mobile. On both,
 * focus moves into the dialog, Tab stays inside it, Escape closes it and focus returns to the
 * element that had it before (antd's Modal, with focus-trap keeping Tab inside; focus-trap alone on mobile).
 * Content that asks for the desktop kit's extras (a form, tabs) suspends inside the dialog, which
 * shows a loading line meanwhile, not around it.
 */
export const ResponsiveModal = observer(function ResponsiveModal({
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
