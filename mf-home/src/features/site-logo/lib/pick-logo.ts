import { parseSafeUrl } from '@casino/mf-shared';
import type { SiteLogo } from '../api/get-logos';

export const LOGO_USE_TYPE = { desktop: 0, mobile: 1, footer: 2 } as const;

/**
 * The logo a layout shows: its own use_type, else the desktop one (a wide logo still fits the mobile
 * hero). Only pictures with an http(s) or same-site path count.
 */
export function pickLogo(logos: readonly SiteLogo[], isDesktop: boolean, base: string): SiteLogo | null {
  const usable = logos.filter((logo) => parseSafeUrl(logo.photo_path, base) !== null);
  const wanted = isDesktop ? LOGO_USE_TYPE.desktop : LOGO_USE_TYPE.mobile;
  return (
    usable.find((logo) => Number(logo.use_type) === wanted) ??
    usable.find((logo) => Number(logo.use_type) === LOGO_USE_TYPE.desktop) ??
    null
  );
}
