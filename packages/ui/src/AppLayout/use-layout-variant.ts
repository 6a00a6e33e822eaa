import { useSyncExternalStore } from 'react';
import { layout } from '../tokens/tokens.ts';

export type LayoutVariant = 'pc' | 'sp';

/**
 * The PC layout starts at the spec's 992 px breakpoint. Below it (phones at
 * 360, tablets at 768) the smartphone layout is used, its content capped at
 * 768 px. See docs/adr/002-css-modules-and-tokens.md.
 */
export const PC_LAYOUT_QUERY = `(min-width: ${layout.breakpoint.lg}px)`;

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
