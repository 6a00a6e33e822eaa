import { type ReactNode, useId, useState } from 'react';
import { AnnouncementBanner } from '../AnnouncementBanner/AnnouncementBanner.tsx';
import { MenuIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../internal/cx.ts';
import { defaultRenderLink } from '../navigation/NavEntry.tsx';
import type { NavSection, RenderLink } from '../navigation/nav-types.ts';
import styles from './PcLayout.module.css';
import { SideMenu } from './SideMenu.tsx';

export type PcLayoutProps = {
  /** Left of the header: the logo or product name, usually a link to /talk. */
  brand: ReactNode;
  /** Centre of the header: the page title or the company switcher. */
  headerCenter?: ReactNode;
  /** Right of the header: notifications, the member's avatar. */
  headerEnd?: ReactNode;
  sideMenu: readonly NavSection[];
  sideMenuOpen?: boolean;
  defaultSideMenuOpen?: boolean;
  onSideMenuOpenChange?: (open: boolean) => void;
  /** Text of the 44 px announcement bar; the page moves down while it is shown. */
  announcement?: ReactNode;
  onAnnouncementDismiss?: () => void;
  renderLink?: RenderLink;
  className?: string;
  children: ReactNode;
};

/**
 * The PC layout: announcement bar, 70 px header, a side menu of 305 px that
 * collapses to 60 px, and the page. Pages can size themselves against
 * `--genba-layout-offset-top` (header plus banner) and `--genba-layout-offset-left`.
 */
export const PcLayout = ({
  brand,
  headerCenter,
  headerEnd,
  sideMenu,
  sideMenuOpen,
  defaultSideMenuOpen = true,
  onSideMenuOpenChange,
  announcement,
  onAnnouncementDismiss,
  renderLink = defaultRenderLink,
  className,
  children,
}: PcLayoutProps) => {
  const asideId = useId();
  const [openState, setOpenState] = useState(defaultSideMenuOpen);
  const open = sideMenuOpen ?? openState;
  const toggle = () => {
    setOpenState(!open);
    onSideMenuOpenChange?.(!open);
  };
  return (
    <div
      className={cx(styles.root, className)}
      data-side-menu={open ? 'open' : 'collapsed'}
      data-announcement={announcement ? true : undefined}
    >
      <div className={styles.top}>
        {announcement && (
          <AnnouncementBanner onDismiss={onAnnouncementDismiss}>{announcement}</AnnouncementBanner>
        )}
        <header className={styles.header}>
          <IconButton
            className={styles.toggle}
            aria-label={open ? 'メニューを閉じる' : 'メニューを開く'}
            aria-expanded={open}
            aria-controls={asideId}
            icon={<MenuIcon />}
            onClick={toggle}
          />
          <div className={styles.brand}>{brand}</div>
          <div className={styles.headerCenter}>{headerCenter}</div>
          <div className={styles.headerEnd}>{headerEnd}</div>
        </header>
      </div>
      <aside className={styles.aside} id={asideId}>
        <SideMenu sections={sideMenu} collapsed={!open} renderLink={renderLink} />
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
};
