import { LAYOUT } from '@genba/validators';
import { useSyncExternalStore } from 'react';

/** Below the spec's md breakpoint (768 px): a phone, where a 290 px popup has no room beside its trigger. */
const PHONE_QUERY = `(max-width: ${LAYOUT.breakpoints.md - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True on a phone-wide window; follows resizes. */
export const usePhoneWidth = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
