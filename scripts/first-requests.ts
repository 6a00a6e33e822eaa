/**
 * `npm run first-requests` (issue 7; not part of `npm test`): the request chain of a first visit,
 * a figure that does not depend on the machine's load, unlike Lighthouse's timings. Serves
 * apps/web/dist with the real server on PGlite (demo seed), opens /login, /talk and /album in
 * headless Chromium with an empty cache (logged in through the API as the demo manager for the
 * last two) and prints, for each page, the scripts and stylesheets requested before its first API
 * call of data (init_data_pc for the signed-in pages), with their transferred bytes, and the
 * whole first load until the network is idle.
 *
 * Build first (bash scripts/build.sh or `npx vite build` in apps/web).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Request } from 'playwright-core';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { chromiumArgs, chromiumPath } from '../vitest.shared.ts';
import { startSeededServer } from './seededServer.ts';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('first-requests: apps/web/dist is missing; run bash scripts/build.sh first.');
  process.exit(2);
}

const { base, close: closeServer } = await startSeededServer('genba-first-requests-');

type Seen = { request: Request; type: string };
const isCode = (type: string) => type === 'script' || type === 'stylesheet';
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${base}\n`,
);
try {
  for (const { url, signedIn } of [
    { url: '/login', signedIn: false },
    { url: '/talk', signedIn: true },
    { url: '/album', signedIn: true },
  ]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
    const page = await context.newPage();
    if (signedIn) {
      const login = await page.request.post(`${base}/api/user/email/login_pc`, {
        data: DEMO_LOGINS.companyManager,
        headers: { Origin: base },
      });
      if (!login.ok()) throw new Error(`first-requests: login answered ${login.status()}`);
    }
    const seen: Seen[] = [];
    page.on('request', (request) => seen.push({ request, type: request.resourceType() }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || process.env.FIRST_REQUESTS_LIST) errors.push(message.text());
    });
    // Under load the network can idle for half a second before the app has rendered: wait for the
    // page to replace the boot splash (and for the session check when signed in) first.
    const initData = signedIn ? page.waitForResponse((r) => r.url().includes('init_data_pc')) : undefined;
    await page.goto(`${base}${url}`, { waitUntil: 'load' });
    await initData?.catch((error: Error) => errors.push(`no init_data_pc: ${error.message}`));
    await page.waitForFunction(() => !document.querySelector('.boot-splash'), undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const bytes = async (list: Seen[]) => {
      let sum = 0;
      for (const { request } of list)
        sum += (await request.sizes().catch(() => undefined))?.responseBodySize ?? 0;
      return sum;
    };
    const firstApi = seen.findIndex(({ request }) => new URL(request.url()).pathname.startsWith('/api/'));
    const initDataAt = seen.findIndex(({ request }) => request.url().includes('init_data_pc'));
    const before = (index: number) =>
      seen.slice(0, index < 0 ? seen.length : index).filter((s) => isCode(s.type));
    const all = seen.filter((s) => isCode(s.type));
    console.log(`${url}${signedIn ? ' (signed in)' : ''}`);
    if (signedIn) {
      const list = before(initDataAt);
      console.log(
        `  scripts+styles before init_data_pc: ${list.length} (${kb(await bytes(list))} KB transferred)`,
      );
    }
    const apiCalls = seen.filter(({ request }) => new URL(request.url()).pathname.startsWith('/api/'));
    const dataCall = apiCalls.find(({ request }) => !request.url().includes('init_data_pc'));
    if (dataCall) {
      const list = before(seen.indexOf(dataCall));
      console.log(
        `  scripts+styles before the first data call (${new URL(dataCall.request.url()).pathname}): ${list.length} (${kb(await bytes(list))} KB)`,
      );
    }
    console.log(`  first API call at request #${firstApi + 1}; API calls: ${apiCalls.length}`);
    console.log(`  scripts+styles until idle: ${all.length} (${kb(await bytes(all))} KB transferred)`);
    for (const error of errors) console.log(`  ERROR ${error}`);
    if (errors.length) process.exitCode = 1;
    if (process.env.FIRST_REQUESTS_LIST)
      for (const { request, type } of seen)
        console.log(`    ${type.padEnd(10)} ${new URL(request.url()).pathname}`);
    console.log('');
    await context.close();
  }
} finally {
  await browser.close();
  await closeServer();
}
