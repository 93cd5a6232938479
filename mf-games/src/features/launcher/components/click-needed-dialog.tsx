import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal, useUiKit } from '@casino/mf-shared';
import type { GameLaunchRequest } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import './launcher-dialogs.css';

/**
 * "Your game is ready: Play": a game that opens in a window of its own was asked for without a
 * click (after the login, from the sport view), and browsers open pop-ups only inside one. The
 * Play button's click starts the launch, which opens the window.
 */
export const ClickNeededDialog = observer(function ClickNeededDialog({
  request,
  onPlay,
  onCancel,
}: {
  request: GameLaunchRequest;
  onPlay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NS);
  const ui = useUiKit();
  const name = request.gameName ?? request.gpId;
  const footer = ui.isDesktop ? (
    <div className="games-dialog__actions">
      <ui.desktop.Button onClick={onCancel}>{t('launcher.cancel')}</ui.desktop.Button>
      <ui.desktop.Button type="primary" onClick={onPlay}>
        {t('launcher.play')}
      </ui.desktop.Button>
    </div>
  ) : (
    <div className="games-dialog__actions">
      <ui.mobile.Button onClick={onCancel}>{t('launcher.cancel')}</ui.mobile.Button>
      <ui.mobile.Button color="primary" onClick={onPlay}>
        {t('launcher.play')}
      </ui.mobile.Button>
    </div>
  );
  return (
    <ResponsiveModal open title={t('launcher.readyTitle')} onClose={onCancel} footer={footer} width={420} headerClose={false}>
      <p className="games-dialog__text">{t('launcher.readyText', { name })}</p>
    </ResponsiveModal>
  );
});
