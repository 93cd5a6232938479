import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import './mobile-kit.css';

/**
 * The mobile UI kit: the antd-mobile components the apps use (with their CSS), and nothing else
 * of antd-mobile. It is the one module that imports antd-mobile (lint forbids it elsewhere), so a
 * desktop page never downloads it (ui-kits.ts loads it on demand). Add a component here when a
 * remote needs it.
 */
export {
  Badge,
  Button,
  CenterPopup,
  Checkbox,
  Dialog,
  Input,
  List,
  NavBar,
  NoticeBar,
  Popup,
  Radio,
  Steps,
  Swiper,
  Tabs,
  Toast,
} from 'antd-mobile';

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
