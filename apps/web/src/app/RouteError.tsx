import { Button, EmptyState } from '@genba/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../modules/monitoring/state/activeReporter.ts';
import styles from './RouteError.module.css';

/** A loader or page that failed: say so in Japanese and offer a reload (the usual cure for a dropped connection). */
export const RouteError = () => {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // An answer the router threw (404) carries its status, so the monitoring rules can ignore it.
    if (isRouteErrorResponse(error)) {
      reportError('boundary', `${error.status} ${error.statusText}`, { status: error.status });
    } else {
      reportError('boundary', error);
    }
  }, [error]);
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
