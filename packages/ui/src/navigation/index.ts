export { defaultRenderLink } from './NavEntry.tsx';
export type { NavItem, NavSection, RenderLink, RenderLinkProps } from './nav-types.ts';
export type { CreateSideMenuOptions, SideMenuEntryId } from './side-menu.tsx';
export { createSideMenu, sideMenuEntries } from './side-menu.tsx';
