import { Button as DesktopButton, Result } from 'antd';
import { Button as MobileButton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/mf-shared';
import { NS } from '../app/namespace';

/** What a visitor sees on a member page: why, and a button that opens the login modal. */
export const LoginPrompt = observer(function LoginPrompt({ text }: { text: string }) {
  const { layout, bus } = useStores();
  const { t } = useTranslation(NS);
  const openLogin = () => void bus.emit('auth:open', { tab: 'login' });
  if (layout.isDesktop) {
    return (
      <Result
        status="info"
        title={text}
        extra={
          <DesktopButton type="primary" onClick={openLogin}>
            {t('login.button')}
          </DesktopButton>
        }
      />
    );
  }
  return (
    <div style={{ padding: '32px 16px', textAlign: 'center' }}>
      <p>{text}</p>
      <MobileButton color="primary" block onClick={openLogin}>
        {t('login.button')}
      </MobileButton>
    </div>
  );
});
