import { observer } from 'mobx-react-lite';
import { createContext, use, type ReactNode } from 'react';
import { useDesktopKit, useMobileKit, useStores, useUiKit } from '@casino/mf-shared';

/** The page's CSP nonce, for the styles antd injects at run time (docs/security.md). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * antd's theme and the CSP nonce around a remote's area on desktop (antd-mobile reads its theme
 * from CSS variables: on the phone this only waits for the kit). The shell puts it around every
 * module but one that renders without the kit (`uiKit: 'none'`, docs/remotes.md), so a page whose
 * first view needs no kit does not wait for one. It suspends until the layout's kit is there.
 */
export const KitTheme = observer(function KitTheme({ children }: { children: ReactNode }) {
  const ui = useUiKit();
  const nonce = use(NonceContext);
  if (!ui.isDesktop) return children;
  const { ConfigProvider, brandTheme } = ui.desktop;
  return (
    <ConfigProvider theme={brandTheme} csp={nonce ? { nonce } : undefined}>
      {children}
    </ConfigProvider>
  );
});

/** Writes antd's theme tokens (CSS variables) into the page under the nonce; renders nothing. */
function DesktopThemeTokens() {
  useDesktopKit().theme.useToken();
  return null;
}

/** Only waits for the phone's kit; renders nothing. */
function MobileKitLoaded() {
  useMobileKit();
  return null;
}

/**
 * After the first view: the layout's kit loads, so a page or dialog that needs it later opens
 * without waiting, and on desktop antd's theme tokens are written into the page with the nonce. The
 * toasts and confirmations (antd's static holders, configured in bootstrap.tsx) use those tokens:
 * on a page whose areas all render without the kit, nothing else would have written them, and the
 * holders' own copy would come without the nonce, which the CSP refuses.
 */
export const KitAfterFirstView = observer(function KitAfterFirstView() {
  const { layout } = useStores();
  return layout.isDesktop ? (
    <KitTheme>
      <DesktopThemeTokens />
    </KitTheme>
  ) : (
    <MobileKitLoaded />
  );
});
