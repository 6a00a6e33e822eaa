import { Button, EmptyState } from '@genba/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './RouteError.module.css';

/** A loader or page that failed: say so in Japanese and offer a reload (the usual cure for a dropped connection). */
export const RouteError = () => {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page}>
      <EmptyState
        preset={notFound ? 'noData' : 'fetchFailed'}
        title={notFound ? 'ページが見つかりません' : undefined}
        action={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            再読み込み
          </Button>
        }
      />
    </main>
  );
};
