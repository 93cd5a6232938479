import { desktopKit, mobileKit } from '../kits/ui-kits';
import type { Notifier } from '../stores/root-store';

/** Toast duration and offset of shell-and-public.md §9. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

/**
 * Toasts: antd's message on desktop, antd-mobile's Toast on mobile. At most `maxCount` show at
 * once on desktop; antd-mobile shows one toast at a time by design.
 */
export function createNotifier(isDesktop: () => boolean, maxCount = 3): Notifier {
  desktopKit.configure(({ message }) => message.config({ top: TOAST_OFFSET_PX, duration: TOAST_DURATION_MS / 1000, maxCount }));
  // The kit of the page's layout is normally there already; a toast before it waits for it.
  const show = (kind: 'error' | 'success' | 'info', text: string) => {
    if (isDesktop()) {
      void desktopKit.load().then(({ message }) => message.open({ type: kind, content: text, className: `toast toast--${kind}` }));
    } else {
      void mobileKit.load().then(({ Toast }) =>
        Toast.show({
          content: text,
          duration: TOAST_DURATION_MS,
          maskClassName: `toast toast--${kind}`,
          icon: kind === 'error' ? 'fail' : kind === 'success' ? 'success' : undefined,
        }),
      );
    }
  };
  return {
    error: (text) => show('error', text),
    success: (text) => show('success', text),
    info: (text) => show('info', text),
  };
}
