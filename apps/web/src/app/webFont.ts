import type { QueryClient } from '@tanstack/react-query';

type RouterLike = {
  readonly state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
};

export type WebFontDeps = {
  router: RouterLike;
  /** The app's query client if a route has created it (none on /login and the like). */
  queryClient: () => QueryClient | undefined;
  /** Matches when the viewport is wide enough for the bundled font to be worth its bytes. */
  wide: {
    readonly matches: boolean;
    addEventListener: (type: 'change', listener: () => void) => void;
    removeEventListener: (type: 'change', listener: () => void) => void;
  };
  idle: (callback: () => void) => void;
  load: () => void;
};

/**
 * When the bundled Noto Sans JP (124 glyph subsets, about 500 KiB on a text-heavy
 * screen) is fetched. Text first paints in the metric-matched local fallback, so the
 * font only changes the glyphs' look, never the layout (CLS stays 0), and it may come last:
 * - On a narrow (phone) viewport it is not fetched at all: there the fallback is the
 *   system's own Japanese font (Noto Sans CJK JP on Android, the same design; Hiragino
 *   on iOS), and on a throttled mobile connection the subsets took most of /talk's
 *   bytes, competing with its code and data (Lighthouse mobile: 74, LCP 4.6 s). A
 *   window widened later gets it then.
 * - Otherwise it waits until the router has shown the first screen, no query is
 *   fetching (the page's data has arrived) and the browser is idle, so it does not
 *   delay the screen's largest paint.
 */
export const scheduleWebFont = ({ router, queryClient, wide, idle, load }: WebFontDeps) => {
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    load();
  };
  const whenQuiet = () => {
    const stopRouter = router.subscribe(check);
    let stopQueries: (() => void) | undefined;
    let done = false;
    function check() {
      const { state } = router;
      if (done) return;
      if (!state.initialized || state.navigation.state !== 'idle') return;
      const client = queryClient();
      if (client && client.isFetching() > 0) {
        stopQueries ??= client.getQueryCache().subscribe(check);
        return;
      }
      done = true;
      stopRouter();
      stopQueries?.();
      idle(request);
    }
    check();
  };
  if (wide.matches) {
    whenQuiet();
    return;
  }
  const onChange = () => {
    if (!wide.matches) return;
    wide.removeEventListener('change', onChange);
    whenQuiet();
  };
  wide.addEventListener('change', onChange);
};

/**
 * The app's schedule (main.tsx): the lazy query client, the PC layout's breakpoint
 * (both passed in, as importing them here would split them into chunks of their own
 * and grow /login's first load), Noto Sans JP.
 */
export const scheduleAppWebFont = (
  router: RouterLike,
  queryClient: WebFontDeps['queryClient'],
  wideQuery: string,
) =>
  scheduleWebFont({
    router,
    queryClient,
    wide: window.matchMedia(wideQuery),
    idle: (callback) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(callback, { timeout: 2000 })
        : setTimeout(callback, 200),
    load: () => void import('@genba/ui/fonts.css'),
  });
