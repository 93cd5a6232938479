import { Modal, Tabs as DesktopTabs } from 'antd';
import { Popup, Tabs as MobileTabs } from 'antd-mobile';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/mf-shared';
import { LoginForm } from '../features/login/components/login-form';
import { RegisterForm } from '../features/register/components/register-form';
import { AuthModalStore, type AuthTab } from './auth-modal-store';
import { NS } from './namespace';

const isTab = (key: string): key is AuthTab => key === 'login' || key === 'register';

/**
 * Serves `auth:open {tab}` from anywhere: one modal with the login and register tabs, antd's
 * Modal on desktop and antd-mobile's Popup on mobile. Demo sites never open it (§1), and a
 * member who is already logged in has nothing to do in it.
 */
export const AuthModal = observer(function AuthModal() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [modal] = useState(() => new AuthModalStore());

  useEffect(
    () =>
      root.bus.on('auth:open', ({ tab }) => {
        if (root.site.demoMode || root.session.isLoggedIn) return;
        modal.show(tab);
      }),
    [root, modal],
  );

  // Other remotes' modals (the bulletin pop-up) wait while this one is open.
  useEffect(() => reaction(() => modal.open, (open) => root.modals.setOpen('auth', open), { fireImmediately: true }), [root, modal]);
  useEffect(() => () => root.modals.setOpen('auth', false), [root]);

  const loggedIn = () => {
    modal.close();
    root.notifier.success(t('login.success', { account: root.session.memberAccount ?? '' }));
  };
  const title = t('modal.title');
  const login = <LoginForm key={`login-${modal.opening}`} onLoggedIn={loggedIn} />;
  const register = <RegisterForm key={`register-${modal.opening}`} />;
  const changeTab = (key: string) => isTab(key) && modal.setTab(key);

  if (root.layout.isDesktop) {
    return (
      <Modal open={modal.open} title={title} onCancel={() => modal.close()} footer={null} width={460} destroyOnHidden>
        <DesktopTabs
          activeKey={modal.tab}
          onChange={changeTab}
          items={[
            { key: 'login', label: t('tabs.login'), children: login },
            { key: 'register', label: t('tabs.register'), children: register },
          ]}
        />
      </Modal>
    );
  }
  return (
    <Popup
      visible={modal.open}
      onMaskClick={() => modal.close()}
      onClose={() => modal.close()}
      showCloseButton
      destroyOnClose
      bodyStyle={{ maxHeight: '92vh', overflowY: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div role="dialog" aria-modal="true" aria-label={title} style={{ padding: '16px 16px 24px' }}>
        <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{title}</h2>
        <MobileTabs activeKey={modal.tab} onChange={changeTab}>
          <MobileTabs.Tab key="login" title={t('tabs.login')}>
            {login}
          </MobileTabs.Tab>
          <MobileTabs.Tab key="register" title={t('tabs.register')}>
            {register}
          </MobileTabs.Tab>
        </MobileTabs>
      </div>
    </Popup>
  );
});
