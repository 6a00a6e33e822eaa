/**
 * Profiles the main thread of a first load (issue 7): serves apps/web/dist with the real server on
 * PGlite (demo seed), opens PROFILE_URL (default /talk) signed in as the demo manager with a phone
 * viewport and an empty cache, records a V8 CPU profile until the network is idle, and prints the
 * self time per script and the heaviest functions, with Chromium's own task and script durations
 * and the LCP element and time. Repeats PROFILE_RUNS times (default 3). Build first.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { chromiumArgs, chromiumPath } from '../vitest.shared.ts';
import { startSeededServer } from './seededServer.ts';

const target = process.env.PROFILE_URL ?? '/talk';
const runs = Number(process.env.PROFILE_RUNS ?? 3) || 3;
const { base, close: closeServer } = await startSeededServer('genba-profile-');

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const byScriptAll = new Map<string, number[]>();
const byFnAll = new Map<string, number[]>();
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${base}${target}`,
);
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'ja-JP',
    });
    const page = await context.newPage();
    const login = await page.request.post(`${base}/api/user/email/login_pc`, {
      data: DEMO_LOGINS.companyManager,
      headers: { Origin: base },
    });
    if (!login.ok()) throw new Error(`login answered ${login.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: { t: number; el: string }[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          w.__lcp.push({
            t: Math.round(e.startTime),
            el: `${e.element?.tagName ?? '?'}.${e.element?.className ?? ''} ${(e.element?.textContent ?? '').slice(0, 30)}`,
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${target}`, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.querySelector('.boot-splash'), undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const lcp = await page.evaluate(
      () => (window as unknown as { __lcp: { t: number; el: string }[] }).__lcp,
    );
    if (process.env.PROFILE_SAVE)
      writeFileSync(`${process.env.PROFILE_SAVE}-${run}.cpuprofile`, JSON.stringify(profile));

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => {
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const byScript = new Map<string, number>();
    const byFn = new Map<string, number>();
    for (const [id, us] of self) {
      const { callFrame } = nodes.get(id) as Node;
      if (['(idle)', '(program)', '(root)'].includes(callFrame.functionName)) continue;
      const file = callFrame.url
        ? new URL(callFrame.url).pathname.replace(/^\/assets\//, '')
        : callFrame.functionName;
      byScript.set(file, (byScript.get(file) ?? 0) + us / 1000);
      const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + us / 1000);
    }
    for (const [k, v] of byScript) byScriptAll.set(k, [...(byScriptAll.get(k) ?? []), v]);
    for (const [k, v] of byFn) byFnAll.set(k, [...(byFnAll.get(k) ?? []), v]);
    const total = [...byScript.values()].reduce((a, b) => a + b, 0);
    console.log(
      `run ${run + 1}: JS self time ${total.toFixed(0)} ms; Chromium TaskDuration ${metric('TaskDuration')} ms, ScriptDuration ${metric('ScriptDuration')} ms, LayoutDuration ${metric('LayoutDuration')} ms; LCP ${lcp.map((l) => `${l.t} ms ${l.el}`).at(-1)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await closeServer();
}
const med = (xs: number[]) => {
  const s = [...xs, ...Array(runs - xs.length).fill(0)].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const top = (map: Map<string, number[]>, n: number) =>
  [...map]
    .map(([k, v]) => [k, med(v)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
console.log('\nself time by script (median ms):');
for (const [k, v] of top(byScriptAll, 15)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
console.log('\nheaviest functions (median self ms):');
for (const [k, v] of top(byFnAll, 25)) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
