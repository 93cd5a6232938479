import { useEffect } from 'react';
import { useStores } from '@casino/mf-shared';

/** Resize handling is debounced by this much (shell-and-public.md §9). */
export const RESIZE_DEBOUNCE_MS = 1000;

/** Keeps the layout store's width in step with the window, debounced. */
export function useWindowWidth(): void {
  const { layout } = useStores();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => layout.setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [layout]);
}
