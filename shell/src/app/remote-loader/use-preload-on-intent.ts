import { useCallback, useContext, useRef } from 'react';
import { loadUiKit, useStores } from '@casino/mf-shared';
import { resolvePath } from '../route-table';
import { RegistryContext } from './registry-context';

/**
 * Handlers for a link to an in-app path: when the pointer rests on it or it gets the focus, the
 * route's remote module starts loading (entry, exposed module and its CSS), and on desktop the UI
 * kit's extras, so the click waits for little more than rendering (docs/performance.md, P4). Once
 * per module and page.
 */
export function usePreloadOnIntent(): (path: string) => { onPointerEnter: () => void; onFocus: () => void } {
  const registry = useContext(RegistryContext);
  const { site, layout } = useStores();
  const started = useRef(new Set<string>());
  return useCallback(
    (path: string) => {
      const preload = () => {
        const resolved = resolvePath(path.split('?')[0] ?? path, site.config);
        const module = resolved.kind === 'route' ? resolved.entry.module : undefined;
        if (!registry || !module || started.current.has(module)) return;
        started.current.add(module);
        registry.preload(module);
        // Most pages past home render forms, menus or tabs: on desktop those are the kit's extras.
        loadUiKit(layout.isDesktop, { extras: true }).catch(() => undefined);
      };
      return { onPointerEnter: preload, onFocus: preload };
    },
    [registry, site, layout],
  );
}
