import { useId } from 'react';
import { NavBadge, NavEntry } from '../navigation/NavEntry.tsx';
import type { NavSection, RenderLink } from '../navigation/nav-types.ts';
import styles from './SideMenu.module.css';

type SideMenuProps = {
  sections: readonly NavSection[];
  collapsed: boolean;
  renderLink: RenderLink;
};

/** The sections of the PC side menu. Collapsed, only icons show and each label becomes the entry's name. */
export const SideMenu = ({ sections, collapsed, renderLink }: SideMenuProps) => {
  const idPrefix = useId();
  return (
    <nav aria-label="サイドメニュー" className={styles.nav} data-collapsed={collapsed || undefined}>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <section
            key={section.id}
            className={styles.section}
            aria-labelledby={section.label && !collapsed ? headingId : undefined}
          >
            {section.label && !collapsed && (
              <h2 id={headingId} className={styles.heading}>
                {section.label}
              </h2>
            )}
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item.id}>
                  <NavEntry
                    item={item}
                    className={styles.entry}
                    renderLink={renderLink}
                    labelHidden={collapsed}
                  >
                    <span className={styles.icon}>{item.icon}</span>
                    {!collapsed && <span className={styles.label}>{item.label}</span>}
                    <NavBadge count={item.badge} className={styles.badge} />
                  </NavEntry>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
};
