/**
 * The mobile UI kit's extras: the antd-mobile components of forms, tabs, steps and badges, which
 * the first view of the home page does not render. ui-kits.ts loads them in their own chunk,
 * beside the core kit (mobile-kit.ts), for a component that asks for them:
 * `useUiKit({ extras: true })` or `useMobileKit({ extras: true })`. Add a component here when a
 * remote needs it and the first view of the home page does not.
 */
export { Badge, Checkbox, Input, Radio, Steps, Tabs } from 'antd-mobile';
