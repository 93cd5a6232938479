import { observer } from 'mobx-react-lite';
import { useUiKit } from '../kits/ui-kits';
import './page-frame.css';

/** An honest note where a screen's content arrives with a later issue (no fake data). */
export const PendingNote = observer(function PendingNote({ text }: { text: string }) {
  const ui = useUiKit({ extras: true });
  return (
    <div role="note" className="pending-note">
      {ui.isDesktop ? <ui.desktop.Alert type="info" showIcon title={text} /> : <ui.mobile.NoticeBar content={text} color="info" wrap />}
    </div>
  );
});
