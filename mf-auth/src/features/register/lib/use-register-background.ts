import { isAllowedContentImage, useAsyncResource, useStores } from '@casino/mf-shared';
import { postRegisterBackground, type RegisterBackgroundDetail } from '../api/post-register-background';

/** The pictures of the register background that passed the image policy, per layout. */
export interface RegisterBackground {
  desktop: string | null;
  mobile: string | null;
}

const NONE: RegisterBackground = { desktop: null, mobile: null };

/** The pictures of an answer that the content image policy allows on the page at `pageHref`. */
export function allowedBackground(detail: RegisterBackgroundDetail | null, pageHref: string): RegisterBackground {
  const allowed = (raw: string | null | undefined) => {
    const text = typeof raw === 'string' ? raw.trim() : '';
    return text && isAllowedContentImage(text, pageHref) ? text : null;
  };
  return detail ? { desktop: allowed(detail.photo_path), mobile: allowed(detail.mobile_photo_path) } : NONE;
}

/**
 * Asks for the register background once the form is on the page (the load runs in an effect: the
 * address check reads the page's location) and keeps only pictures the content image policy
 * allows (this origin, or https from a configured image host). The picture of the current layout,
 * mobile falling back to the desktop one; null while unknown, refused or missing (without it the
 * form is simply plain).
 */
export function useRegisterBackground(): string | null {
  const root = useStores();
  const [state] = useAsyncResource(
    async () => allowedBackground(await postRegisterBackground(root.api, { site_id: root.site.siteId }), window.location.href),
    [root],
  );
  const background = state.status === 'loaded' ? state.data : NONE;
  return root.layout.isDesktop ? background.desktop : (background.mobile ?? background.desktop);
}
