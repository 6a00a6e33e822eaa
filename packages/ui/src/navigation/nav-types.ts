import type { ReactNode } from 'react';

/**
 * One entry of the side menu or the bottom navigation. Layouts receive these
 * as data and know no routes: the app owns its navigation table, decides
 * which entries a member sees and which one is the current page.
 */
export type NavItem = {
  id: string;
  label: string;
  /** Where the entry leads. Without it the entry is a button that calls `onSelect` (logout). */
  href?: string;
  icon?: ReactNode;
  /** Marks the entry of the current page: aria-current="page" and the highlighted style. */
  current?: boolean;
  /** An unread count shown as a badge. */
  badge?: number;
  onSelect?: () => void;
  /** Opens in a new tab (manual, help centre). */
  external?: boolean;
};

export type NavSection = {
  id: string;
  /** Section heading; hidden while the side menu is collapsed. */
  label?: string;
  items: readonly NavItem[];
};

export type RenderLinkProps = {
  item: NavItem;
  href: string;
  className: string | undefined;
  'aria-current': 'page' | undefined;
  'aria-label': string | undefined;
  children: ReactNode;
};

/**
 * Renders a navigation link. The app passes its router's link here
 * (`(p) => <Link to={p.href} {...}/>`) so this package needs no router.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;
