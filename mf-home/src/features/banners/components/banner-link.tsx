import { launchGame, SafeLink, useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { Banner } from '../api/get-carousel-pictures';
import { resolveBannerAction } from '../lib/banner-action';

/** The page's address never changes under a banner: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/** Wraps a banner picture in what its link rules allow: a link, a game button, or nothing clickable. */
export const BannerLink = observer(function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  // The page's origin is the browser's to know: the server's render and the hydration take the
  // site's address, the browser its own right after (docs/ssr.md, "Keeping a component server-safe").
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => root.site.config.baseUrl || 'http://localhost',
  );
  const action = resolveBannerAction(banner, { siteCurrency: root.site.currency, demoMode: root.site.demoMode, origin });
  const label = banner.title?.trim() || undefined;

  switch (action.kind) {
    case 'external':
    case 'internal':
      return (
        <SafeLink className="home-banner__link" target={action}>
          {children}
        </SafeLink>
      );
    case 'game':
      return (
        <button
          type="button"
          className="home-banner__link"
          aria-label={label ? t('banners.playGame', { title: label }) : undefined}
          data-link="game"
          onClick={() => {
            // The games remote serves game:launch (through the shell's facade); nobody listening means it is not there.
            if (root.bus.listenerCount('game:launch') === 0) {
              root.notifier.info(t('banners.gameUnavailable'));
              return;
            }
            // Inside the click: a member's waiting window must open now (popup blockers); the launcher says why it refuses.
            void launchGame(root, action.launch);
          }}
        >
          {children}
        </button>
      );
    case 'blocked':
      return (
        <button
          type="button"
          className="home-banner__link"
          aria-disabled="true"
          data-link="blocked"
          onClick={() => root.notifier.error(t(action.reason === 'currency' ? 'banners.currencyBlocked' : 'banners.unsafeLink'))}
        >
          {children}
        </button>
      );
    default:
      return (
        <span className="home-banner__link" aria-disabled={action.kind === 'disabled' ? 'true' : undefined} data-link={action.kind}>
          {children}
        </span>
      );
  }
});
