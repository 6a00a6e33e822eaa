import type { ReactNode } from 'react';
import styles from './LoginScreen.module.css';

export type LoginScreenProps = {
  /** The screen's heading (also the document title). */
  title: string;
  children: ReactNode;
  /** Links under the card: back to the login choice, forgot password… */
  footer?: ReactNode;
  /** The terms screen needs room for 24 articles. */
  wide?: boolean;
};

/** The frame every login-family screen shares: the product name, a card, links under it. */
export const LoginScreen = ({ title, children, footer, wide }: LoginScreenProps) => (
  <main className={styles.page}>
    <title>{`${title} | Genba`}</title>
    <div className={styles.brand} aria-hidden="true">
      Genba
    </div>
    <section
      className={styles.card}
      data-width={wide ? 'wide' : undefined}
      aria-labelledby="login-screen-title"
    >
      <h1 id="login-screen-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
    {footer ? <nav className={styles.footer}>{footer}</nav> : null}
  </main>
);
