import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import type { AuthModalStore, AuthTab } from './auth-modal-store';
import { NS } from './namespace';

const isTab = (key: string): key is AuthTab => key === 'login' || key === 'register';

interface AuthTabsProps {
  modal: AuthModalStore;
  login: ReactNode;
  register: ReactNode;
}

/**
 * The modal's login and register tabs. On desktop antd's Tabs and the forms' inputs are kit
 * extras: rendered only inside the open modal, they load when it first opens, never with a page.
 */
export const AuthTabs = observer(function AuthTabs({ modal, login, register }: AuthTabsProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const changeTab = (key: string) => isTab(key) && modal.setTab(key);

  if (ui.isDesktop) {
    return (
      <ui.desktop.Tabs
        activeKey={modal.tab}
        onChange={changeTab}
        items={[
          { key: 'login', label: t('tabs.login'), children: login },
          { key: 'register', label: t('tabs.register'), children: register },
        ]}
      />
    );
  }
  return (
    <ui.mobile.Tabs activeKey={modal.tab} onChange={changeTab}>
      <ui.mobile.Tabs.Tab key="login" title={t('tabs.login')}>
        {login}
      </ui.mobile.Tabs.Tab>
      <ui.mobile.Tabs.Tab key="register" title={t('tabs.register')}>
        {register}
      </ui.mobile.Tabs.Tab>
    </ui.mobile.Tabs>
  );
});
