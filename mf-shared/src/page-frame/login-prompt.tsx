import { observer } from 'mobx-react-lite';
import { useStores, useUiKit } from '@casino/mf-shared';
import './page-frame.css';

/** What a visitor sees on a member page: why, and a button that opens the login modal (through the bus). */
export const LoginPrompt = observer(function LoginPrompt({ text, buttonText }: { text: string; buttonText: string }) {
  const { bus } = useStores();
  const ui = useUiKit({ extras: true });
  const openLogin = () => void bus.emit('auth:open', { tab: 'login' });
  if (ui.isDesktop) {
    const { Button: DesktopButton, Result } = ui.desktop;
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
  const { Button: MobileButton } = ui.mobile;
  return (
    <div className="login-prompt">
      <p>{text}</p>
      <MobileButton color="primary" block onClick={openLogin}>
        {buttonText}
      </MobileButton>
    </div>
  );
});
