import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../stores/stores-context';
import './ui.css';

interface ActionButtonProps {
  children: ReactNode;
  onClick: () => void;
}

/**
 * A screen's one primary action that is not a submit (close a popup, start again), without the UI
 * kit: a gold button like antd's primary one on desktop, full width like antd-mobile's on mobile.
 */
export const ActionButton = observer(function ActionButton({ children, onClick }: ActionButtonProps) {
  const { layout } = useStores();
  return (
    <button type="button" className={layout.isDesktop ? 'action-button' : 'action-button action-button--mobile'} onClick={onClick}>
      {children}
    </button>
  );
});
