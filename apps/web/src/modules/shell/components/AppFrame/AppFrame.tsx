import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './AppFrame.module.css';

export type AppFrameProps = { title: string; userName: string; children: ReactNode };

/**
 * Header and content for member pages. Stand-in until @genba/ui's AppLayout
 * (PC side menu / smartphone navigation) lands; it keeps the same header
 * height token so the swap moves nothing.
 */
export const AppFrame = ({ title, userName, children }: AppFrameProps) => (
  <div className={styles.frame}>
    <title>{`${title} | Genba`}</title>
    <header className={styles.header}>
      <span className={styles.brand}>Genba</span>
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.user}>{userName}</span>
      <Link className={styles.logout} to="/logout">
        ログアウト
      </Link>
    </header>
    <main className={styles.main}>{children}</main>
  </div>
);
