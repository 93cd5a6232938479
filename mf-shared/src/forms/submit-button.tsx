import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useUiKit } from '@casino/mf-shared';

interface SubmitButtonProps {
  children: ReactNode;
  loading?: boolean;
  /** Full width and large (a form's one button); false beside other actions of a dialog. */
  block?: boolean;
}

/** A form's primary submit button: antd's on desktop, antd-mobile's on mobile. */
export const SubmitButton = observer(function SubmitButton({ children, loading = false, block = true }: SubmitButtonProps) {
  const ui = useUiKit();
  const size = block ? ('large' as const) : undefined;
  return ui.isDesktop ? (
    <ui.desktop.Button type="primary" htmlType="submit" block={block} size={size} loading={loading}>
      {children}
    </ui.desktop.Button>
  ) : (
    <ui.mobile.Button type="submit" color="primary" block={block} size={size} loading={loading}>
      {children}
    </ui.mobile.Button>
  );
});
