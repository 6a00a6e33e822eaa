import type { ReactNode } from 'react';
import { AnnouncementBanner } from '../AnnouncementBanner/AnnouncementBanner.tsx';
import { cx } from '../internal/cx.ts';
import { defaultRenderLink, NavBadge, NavEntry } from '../navigation/NavEntry.tsx';
import type { NavItem, RenderLink } from '../navigation/nav-types.ts';
import styles from './SpLayout.module.css';
import { type SpHomeMode, spHomeTitles } from './sp-titles.ts';

export type SpLayoutProps = {
  /** On the home list the title follows the mode. */
  mode?: SpHomeMode;
  /** Any other page's title; wins over `mode`. */
  title?: ReactNode;
  /** Left of the title: a back button or the menu button. */
  headerStart?: ReactNode;
  /** Right of the title: notifications, search. */
  headerEnd?: ReactNode;
  /** Entries of the 56 px bottom navigation. Omit on pages without it (a chat room). */
  navigation?: readonly NavItem[];
  announcement?: ReactNode;
  onAnnouncementDismiss?: () => void;
  renderLink?: RenderLink;
  className?: string;
  children: ReactNode;
};

/**
 * The smartphone layout: announcement bar, a header whose title follows the
 * mode, the page (at most 768 px wide, centred on tablets) and a bottom
 * navigation of 56 px above the home indicator.
 */
export const SpLayout = ({
  mode = 'sites',
  title,
  headerStart,
  headerEnd,
  navigation,
  announcement,
  onAnnouncementDismiss,
  renderLink = defaultRenderLink,
  className,
  children,
}: SpLayoutProps) => (
  <div
    className={cx(styles.root, className)}
    data-announcement={announcement ? true : undefined}
    data-navigation={navigation?.length ? true : undefined}
  >
    <div className={styles.top}>
      {announcement && (
        <AnnouncementBanner onDismiss={onAnnouncementDismiss}>{announcement}</AnnouncementBanner>
      )}
      <header className={styles.header}>
        <div className={styles.side}>{headerStart}</div>
        <h1 className={styles.title}>{title ?? spHomeTitles[mode]}</h1>
        <div className={cx(styles.side, styles.end)}>{headerEnd}</div>
      </header>
    </div>
    <main className={styles.main}>{children}</main>
    {navigation && navigation.length > 0 && (
      <nav aria-label="メインメニュー" className={styles.navigation}>
        <ul className={styles.navList}>
          {navigation.map((item) => (
            <li key={item.id} className={styles.navItem}>
              <NavEntry item={item} className={styles.navEntry} renderLink={renderLink}>
                <span className={styles.navIcon}>
                  {item.icon}
                  <NavBadge count={item.badge} className={styles.badge} />
                </span>
                <span className={styles.navLabel}>{item.label}</span>
              </NavEntry>
            </li>
          ))}
        </ul>
      </nav>
    )}
  </div>
);
