import { useSyncExternalStore } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/** True once any call has answered 419, until logout resets it. */
export const useSessionExpired = (): boolean => {
  const { expiry } = useApi();
  return useSyncExternalStore(expiry.subscribe, expiry.isExpired, expiry.isExpired);
};
