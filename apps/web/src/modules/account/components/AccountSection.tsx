import type { ReactNode } from 'react';
import styles from './AccountContent.module.css';

export type AccountSectionProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
};

/** One titled card of the account screen. */
export const AccountSection = ({ id, title, children }: AccountSectionProps) => (
  <section className={styles.section} aria-labelledby={id}>
    <h2 id={id} className={styles.heading}>
      {title}
    </h2>
    {children}
  </section>
);
