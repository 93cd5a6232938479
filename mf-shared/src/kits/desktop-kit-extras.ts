/**
 * The desktop UI kit's extras: the antd components of forms, menus, tabs and notes, which the
 * first view of the home page does not render. ui-kits.ts loads them in their own chunk, beside
 * the core kit (desktop-kit.ts), for a component that asks for them: `useUiKit({ extras: true })`
 * or `useDesktopKit({ extras: true })`. Add a component here when a remote needs it and the first
 * view of the home page does not.
 */
export { Alert, Badge, Checkbox, Input, Menu, Radio, Result, Select, Steps, Tabs } from 'antd';
export type { MenuProps } from 'antd';
