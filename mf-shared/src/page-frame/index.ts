/**
 * `@casino/mf-shared/page-frame`: the frame of a page past home (its title, the side menu of the
 * member and agent centres, the prompt that turns visitors away). Not in the main entry: home's
 * first view does not use it; each remote that uses it bundles it.
 */
export { PageFrame } from './page-frame';
export { LoginPrompt } from './login-prompt';
export { SideMenuLayout } from './side-menu-layout';
