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
