import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useUiKit } from '../kits/ui-kits';

interface ActionButtonProps {
  children: ReactNode;
  onClick: () => void;
}

/** A screen's one primary action that is not a submit (close a popup, start again): antd's on desktop, antd-mobile's full width on mobile. */
export const ActionButton = observer(function ActionButton({ children, onClick }: ActionButtonProps) {
  const ui = useUiKit();
  return ui.isDesktop ? (
    <ui.desktop.Button type="primary" onClick={onClick}>
      {children}
    </ui.desktop.Button>
  ) : (
    <ui.mobile.Button block color="primary" onClick={onClick}>
      {children}
    </ui.mobile.Button>
  );
});
