/**
 * The desktop UI kit: the antd components the apps use, and nothing else of antd. It is the one
 * module that imports antd (lint forbids it elsewhere), so a build keeps only these components,
 * and a mobile page never downloads it (ui-kits.ts loads it on demand). Add a component here
 * when a remote needs it.
 */
export { Alert, Badge, Button, Carousel, Checkbox, ConfigProvider, Input, Layout, Menu, Modal, Result, Tabs, message } from 'antd';
export type { MenuProps } from 'antd';
