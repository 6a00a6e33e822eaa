import { Spinner } from '@genba/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../app/ApiContext.tsx';
import { smsLoginStorage } from '../modules/login/utils/smsLoginStorage.ts';
import { LOGIN_PATH } from '../modules/session/utils/routeGuard.ts';
import styles from './LogoutPage.module.css';

/**
 * /logout: end the session on the server (its answer does not matter: an
 * expired session is over either way), forget everything cached, go to /login.
 */
export const Page = () => {
  const { client, operation, expiry } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void client.call('logout').then(() => {
      if (cancelled) return;
      queryClient.clear();
      operation.clear();
      smsLoginStorage.clear();
      expiry.reset();
      void navigate(LOGIN_PATH, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [client, operation, expiry, queryClient, navigate]);
  return (
    <main className={styles.page}>
      <Spinner label="ログアウトしています" />
    </main>
  );
};
