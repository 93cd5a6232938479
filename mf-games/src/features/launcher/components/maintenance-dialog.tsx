import { observer } from 'mobx-react-lite';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createDateFormat, parseSafeUrl, ResponsiveModal, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import type { MaintenanceNotice } from '../lib/maintenance';
import './launcher-dialogs.css';

/** The page's address never changes under the dialog: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * The text of a maintenance window: both ends, one of them, or neither (member-and-account.md §8,
 * 203), its times in the member's language on the site's clock through mf-shared's date format
 * (which writes Burmese itself where the browser has no Burmese data).
 */
function useMaintenanceText(notice: MaintenanceNotice): string {
  const { t } = useTranslation(NS);
  const { locale } = useStores();
  const dates = createDateFormat(locale.locale);
  const format = (date: Date) => dates.format(date);
  if (notice.start && notice.end) return t('maintenance.between', { start: format(notice.start), end: format(notice.end) });
  if (notice.end) return t('maintenance.until', { end: format(notice.end) });
  if (notice.start) return t('maintenance.since', { start: format(notice.start) });
  return t('maintenance.unknown');
}

/**
 * The maintenance dialog of play1's code 203: the title (the server's, else ours), the
 * maintenance window in the member's language when known, and a way to customer service (the
 * site's customer-service link, in a new tab without opener) when the site has one.
 */
export const MaintenanceDialog = observer(function MaintenanceDialog({
  notice,
  onClose,
}: {
  notice: MaintenanceNotice;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const { site } = useStores();
  const ui = useUiKit();
  const text = useMaintenanceText(notice);
  // The page's address is the browser's to know (docs/ssr.md): no support link in a server render.
  const pageHref = useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => null,
  );
  const support = pageHref ? parseSafeUrl(site.customerServiceLink, pageHref) : null;
  const openSupport = () => {
    if (support) window.open(support.href, '_blank', 'noopener,noreferrer');
  };
  const footer = ui.isDesktop ? (
    <div className="games-dialog__actions">
      {support && <ui.desktop.Button onClick={openSupport}>{t('maintenance.customerService')}</ui.desktop.Button>}
      <ui.desktop.Button type="primary" onClick={onClose}>
        {t('maintenance.close')}
      </ui.desktop.Button>
    </div>
  ) : (
    <div className="games-dialog__actions">
      {support && <ui.mobile.Button onClick={openSupport}>{t('maintenance.customerService')}</ui.mobile.Button>}
      <ui.mobile.Button color="primary" onClick={onClose}>
        {t('maintenance.close')}
      </ui.mobile.Button>
    </div>
  );
  return (
    <ResponsiveModal open title={notice.title ?? t('maintenance.title')} onClose={onClose} footer={footer} width={480} headerClose={false}>
      <p className="games-dialog__text">{text}</p>
    </ResponsiveModal>
  );
});
