export { defaultRenderLink } from './NavEntry.tsx';
export type { NavItem, NavSection, RenderLink, RenderLinkProps } from './nav-types.ts';
