import { useStores } from '@casino/mf-shared';
import { Modal } from 'antd';
import { CenterPopup } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../load-home-messages';

interface ResponsiveModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  className?: string;
  /** The × in the title bar. A dialog whose footer has its own Close button turns it off, so "Close" names one button. */
  headerClose?: boolean;
}

/** A dialog: antd's Modal on desktop, antd-mobile's CenterPopup on mobile; both named by their title. */
export const ResponsiveModal = observer(function ResponsiveModal({ open, title, onClose, children, footer = null, width = 720, className, headerClose = true }: ResponsiveModalProps) {
  const { layout } = useStores();
  const { t } = useTranslation(HOME_NS);
  const titleId = useId();
  if (layout.isDesktop) {
    return (
      <Modal open={open} title={title} onCancel={onClose} closable={headerClose} footer={footer} width={width} className={className} destroyOnHidden centered>
        {children}
      </Modal>
    );
  }
  return (
    <CenterPopup
      visible={open}
      onMaskClick={onClose}
      destroyOnClose
      className={className}
      // The popup's default 75vw leaves game grids too narrow on a phone.
      style={{ '--max-width': '92vw', '--min-width': '280px' } as CSSProperties}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="home-mobile-dialog">
        <header className="home-mobile-dialog__header">
          <h2 id={titleId} className="home-mobile-dialog__title">
            {title}
          </h2>
          {headerClose && (
            <button type="button" className="home-mobile-dialog__close" aria-label={t('common.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="home-mobile-dialog__body">{children}</div>
        {footer && <footer className="home-mobile-dialog__footer">{footer}</footer>}
      </div>
    </CenterPopup>
  );
});
