/**
 * The mobile UI kit's extras: the antd-mobile components of forms, tabs, steps and badges, which
 * the first view of the home page does not render. ui-kits.ts loads them in their own chunk,
 * beside the core kit (mobile-kit.ts), for a component that asks for them:
 * `useUiKit({ extras: true })` or `useMobileKit({ extras: true })`. Add a component here when a
 * remote needs it and the first view of the home page does not.
 */
// From each component's module, as in mobile-kit.ts (the package's index would bring the core's along).
export { default as Badge } from 'antd-mobile/es/components/badge';
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as Radio } from 'antd-mobile/es/components/radio';
export { default as Steps } from 'antd-mobile/es/components/steps';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
