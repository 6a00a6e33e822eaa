import { EmptyState } from '@genba/ui';
import { Link } from 'react-router';
import styles from './LogoutPage.module.css';

/** Any route this app does not have (yet). */
export const Page = () => (
  <main className={styles.page}>
    <EmptyState title="ページが見つかりません" action={<Link to="/talk">トークへ戻る</Link>} />
  </main>
);
