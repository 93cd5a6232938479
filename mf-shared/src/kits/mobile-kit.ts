// Each component from its own module, not the package's index: the index has side effects (its
// global styles), so webpack keeps it whole with every component either kit uses, and the core's
// chunk would carry the extras. The global styles come once, here.
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The mobile UI kit's core: what every mobile page but home asks for at once (buttons, the
 * confirmation dialog, toasts, the member centre's menu list), with their CSS, and nothing else of
 * antd-mobile. The home page and the shell's layout use no kit (docs/remotes.md, "A page without
 * the UI kit"). With mobile-kit-extras.ts it is one
 * of the two modules that import antd-mobile (lint forbids it elsewhere), so a desktop page never
 * downloads it (ui-kits.ts loads it on demand). Add a component here only when the first view of
 * a page needs it; any other goes to mobile-kit-extras.ts.
 */
export { default as Button } from 'antd-mobile/es/components/button';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as List } from 'antd-mobile/es/components/list';
export { default as Toast } from 'antd-mobile/es/components/toast';
// After the components' own styles (evaluated in source order), so the site's rules win at equal specificity.
import './mobile-kit.css';

let configured = false;

/**
 * antd-mobile 5 renders its imperative UI (Toast.show, Dialog.show) with the legacy ReactDOM.render,
 * which React 19 removed; give it createRoot. Done once, when the kit loads.
 */
export function configureMobileRendering(): void {
  if (configured) return;
  configured = true;
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      roots.delete(container);
    };
  });
}
