import type { Page } from '@playwright/test';

/**
 * The day the demo schedule is written around (the seed's clock, apps/server/src/db/seed/demo.ts:
 * 足場組立 in progress, 外壁洗浄 next week). The board opens on the browser's current month, so a spec
 * that reads the seed's bars sets the browser's clock to this day, 09:00 in Japan: it then passes on
 * any real date. Time keeps flowing from there (timers, animations and polling run as usual). The
 * demo's contracts count from the real date instead (demoContractEnd), so they never expire.
 */
// DEMO_SEED_DAY of apps/server/src/db/seed/demo.ts (e2e specs may not import the server's sources).
export const SEED_DAY = '2026-11-23';

export const atSeedDay = async (page: Page): Promise<void> => {
  await page.clock.install({ time: new Date(`${SEED_DAY}T09:00:00+09:00`) });
};
