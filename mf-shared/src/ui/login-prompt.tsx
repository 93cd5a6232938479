import { Button as DesktopButton, Result } from 'antd';
import { Button as MobileButton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/stores-context';
import './page-frame.css';

/** What a visitor sees on a member page: why, and a button that opens the login modal (through the bus). */
export const LoginPrompt = observer(function LoginPrompt({ text, buttonText }: { text: string; buttonText: string }) {
  const { layout, bus } = useStores();
  const openLogin = () => void bus.emit('auth:open', { tab: 'login' });
  if (layout.isDesktop) {
    return (
      <Result
        status="info"
        title={text}
        extra={
          <DesktopButton type="primary" onClick={openLogin}>
            {buttonText}
          </DesktopButton>
        }
      />
    );
  }
  return (
    <div className="login-prompt">
      <p>{text}</p>
      <MobileButton color="primary" block onClick={openLogin}>
        {buttonText}
      </MobileButton>
    </div>
  );
});
