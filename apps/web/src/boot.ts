import { pageFor } from './app/pages.ts';

/*
 * Runs first (index.html lists it before main.tsx, and Vite evaluates the two
 * in that order): before React and the router are evaluated, start fetching
 * the chunk of the page being opened and the bundled font's stylesheet. The
 * router's lazy route later gets the same module from the cache. The font
 * sheet is not render-blocking: text paints in the metric-matched fallback
 * and swaps (font-display: swap).
 */
void import('@genba/ui/fonts.css');
void pageFor(window.location.pathname)
  ?.load()
  .catch(() => {
    // The router loads it again and shows its error screen if it still fails.
  });
