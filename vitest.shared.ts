/**
 * Settings every Vitest project shares: packages are resolved through their
 * `source` export condition (so tests need no build), and browser projects
 * run in Debian's Chromium through Playwright (no browser is downloaded).
 */
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const sourceResolve = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

/** React, Radix and clsx: what every browser project's components import, pre-bundled up front. */
export const reactDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'radix-ui',
  'clsx',
];

/**
 * The widgets' libraries that lazy pages and chunks import (board, calendar, tables, QR dialog).
 * Browser projects that render those pages list them in `optimizeDeps.include`: found late, they made
 * Vite re-optimise mid-run, which reloads the page under test and fails it.
 */
export const lazyWidgetDeps = [
  '@tanstack/react-virtual',
  '@tanstack/react-table',
  '@holiday-jp/holiday_jp',
  'react-big-calendar',
  'date-fns',
  'date-fns/locale/ja',
  'qrcode-generator',
  // The album grid's drag layer (place and time groupings).
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Vitest browser mode in headless Chromium, with a fixed viewport for stable screenshots. */
export const chromiumBrowser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const, viewport }],
});
