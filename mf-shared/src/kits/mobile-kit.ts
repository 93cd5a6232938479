import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import './mobile-kit.css';

/**
 * The mobile UI kit's core: the antd-mobile components the first view of every mobile page needs
 * (the home page's banners and notices, buttons, pop-ups and dialogs, toasts, the member centre's
 * menu list), with their CSS, and nothing else of antd-mobile. With mobile-kit-extras.ts it is one
 * of the two modules that import antd-mobile (lint forbids it elsewhere), so a desktop page never
 * downloads it (ui-kits.ts loads it on demand). Add a component here only when the first view of
 * a page needs it; any other goes to mobile-kit-extras.ts.
 */
export { Button, CenterPopup, Dialog, List, NoticeBar, Popup, Swiper, Toast } from 'antd-mobile';

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
