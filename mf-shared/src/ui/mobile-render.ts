import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

let configured = false;

/**
 * antd-mobile 5 renders its imperative UI (Toast.show, Dialog.show) with the legacy ReactDOM.render,
 * which React 19 removed; give it createRoot. The shell calls this once (antd-mobile is a singleton).
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
