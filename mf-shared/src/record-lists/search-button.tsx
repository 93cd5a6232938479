import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useUiKit } from '@casino/mf-shared';

/** The Search button of a list's filter form: antd's primary button on desktop, antd-mobile's small one on mobile. */
export const SearchButton = observer(function SearchButton({ children }: { children: ReactNode }) {
  const ui = useUiKit();
  return ui.isDesktop ? (
    <ui.desktop.Button type="primary" htmlType="submit">
      {children}
    </ui.desktop.Button>
  ) : (
    <ui.mobile.Button type="submit" color="primary" size="small">
      {children}
    </ui.mobile.Button>
  );
});
