import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './SettingsBox.module.css';

/** A settings screen's box (660 px wide) with its heading and the back link to the settings (core §2). */
export const SettingsBox = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className={styles.page}>
    <Link className={styles.back} to="/member/information">
      設定に戻る
    </Link>
    <section className={styles.box} aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  </div>
);
