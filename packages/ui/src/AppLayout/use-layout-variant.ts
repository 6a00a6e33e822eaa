import { useSyncExternalStore } from 'react';
import { PC_LAYOUT_QUERY } from './pcLayoutQuery.ts';

export type LayoutVariant = 'pc' | 'sp';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PC_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** 'pc' from 992 px up, 'sp' below; follows window resizes. */
export const useLayoutVariant = (): LayoutVariant =>
  useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(PC_LAYOUT_QUERY).matches ? 'pc' : 'sp'),
    () => 'pc',
  );
