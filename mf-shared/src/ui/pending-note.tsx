import { Alert } from 'antd';
import { NoticeBar } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/stores-context';
import './page-frame.css';

/** An honest note where a screen's content arrives with a later issue (no fake data). */
export const PendingNote = observer(function PendingNote({ text }: { text: string }) {
  const { layout } = useStores();
  return (
    <div role="note" className="pending-note">
      {layout.isDesktop ? <Alert type="info" showIcon title={text} /> : <NoticeBar content={text} color="info" wrap />}
    </div>
  );
});
