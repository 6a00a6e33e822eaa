/**
 * `npm run bench:schedule`: issue 14's GanttBoard figures, measured in
 * Chromium on this machine and printed beside their targets.
 *
 * Builds scripts/bench-schedule/ (the board on a generated company: 300
 * projects, 10,000 tasks with sub-tasks, 6-month view) with Vite, serves it on
 * a free local port, and drives it with playwright-core (scripts/benchPage.ts). Heap comes from CDP
 * after a forced garbage collection. The peers (DHTMLX Gantt, SVAR React
 * Gantt) are measured only when installed; otherwise the script says so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage } from './benchPage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const { port, browser, close } = await openBenchPage(path.join(here, 'bench-schedule'), { profiling: true });
type Row = { figure: string; value: number; unit: string; target: number; ok: boolean };
const rows: Row[] = [];
type PeerRow = { label: string; size: string; peer: number; ours: number };
const peerRows: PeerRow[] = [];
const peerFailures: string[] = [];
const peersInstalled = ['dhtmlx-gantt', '@svar-ui/react-gantt'].filter((name) =>
  existsSync(path.join(here, '..', 'node_modules', name, 'package.json')),
);
const add = (figure: string, value: number, unit: string, target: number) =>
  rows.push({ figure, value, unit, target, ok: value <= target });

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error).split('\n')[0] ?? ''));
  page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text().split('\n')[0] ?? ''));
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize / 1024 / 1024;
  };
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'benchSchedule' in window);
  const emptyHeap = await heap();

  // Warm-up run (JIT, fonts, style sheets), not reported.
  await page.evaluate(() => window.benchSchedule.mount(30, 34, 6));

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const readyOf = async (projects: number, perProject: number) => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++)
      runs.push(
        (
          await page.evaluate(([p, t]) => window.benchSchedule.mount(p, t, 6), [
            projects,
            perProject,
          ] as const)
        ).ready,
      );
    return median(runs);
  };
  const ours1k = await readyOf(30, 34);
  const ours10k = await readyOf(300, 34);
  add('ready, 1,000 tasks (30 projects), 6-month view', ours1k, 'ms', 100);
  add('ready, 10,000 tasks (300 projects), 6-month view', ours10k, 'ms', 400);

  // The 10,000-task board of the last ready run is still mounted: the drag is measured on it.
  const drag = await page.evaluate(() => window.benchSchedule.dragOne());
  // The render count is only meaningful if the Profiler reports at all (it did for the mounts) and the drop committed.
  if (drag.commitsBeforeDrag === 0 || !drag.moved)
    throw new Error('bench: the Profiler saw no renders or the drop did not commit');
  add('renders per pointer move while dragging (10,000 tasks)', drag.rendersPerMove, '', 2);
  add('p99 work per pointer move, handler + layout (10,000 tasks)', drag.p99MoveMs, 'ms', 16.7);
  add('drop committed after pointer up (10,000 tasks)', drag.dropMs, 'ms', 30);

  await page.evaluate(() => window.benchSchedule.mount(300, 34, 6));
  const fullHeap = await heap();
  add('JS heap after GC, page with 10,000 tasks mounted', fullHeap, 'MB', 10);
  add('JS heap after GC, the board and its data alone', fullHeap - emptyHeap, 'MB', 10);

  // The peers run last: their modules keep state the heap figures above must not count.
  const peerReady = async (name: 'dhtmlx' | 'svar', projects: number, perProject: number) => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++)
      runs.push(
        (
          await page.evaluate(
            ([n, p, t]) => window.benchSchedule.peer(n as 'dhtmlx' | 'svar', Number(p), Number(t)),
            [name, projects, perProject] as const,
          )
        ).ready,
      );
    return median(runs);
  };
  if (peersInstalled.length === 2) {
    for (const [name, label] of [
      ['dhtmlx', 'DHTMLX Gantt (dhtmlx-gantt, standard)'],
      ['svar', 'SVAR React Gantt (@svar-ui/react-gantt)'],
    ] as const) {
      try {
        await page.evaluate((n) => window.benchSchedule.peer(n, 30, 34), name); // warm-up
        const p1k = await peerReady(name, 30, 34);
        const p10k = await peerReady(name, 300, 34);
        peerRows.push({ label, size: '1,000 tasks', peer: p1k, ours: ours1k });
        peerRows.push({ label, size: '10,000 tasks', peer: p10k, ours: ours10k });
      } catch (error) {
        // Said, not hidden: a peer that cannot be driven gets no figure and no ratio.
        const cause = pageErrors.at(-1) ?? String(error).split('\n')[0];
        peerFailures.push(`${label}: not measured (${cause?.slice(0, 200)})`);
        await page.reload();
        await page.waitForFunction(() => 'benchSchedule' in window);
      }
    }
  }
} finally {
  await close();
}

console.log('\nbench:schedule — GanttBoard in Chromium (2-core machine)\n');
for (const r of rows) {
  const value = r.unit === 'MB' || r.unit === '' ? r.value.toFixed(2) : r.value.toFixed(1);
  console.log(
    `${r.ok ? 'ok  ' : 'MISS'}  ${r.figure.padEnd(62)} ${`${value} ${r.unit}`.padStart(12)}   target ≤ ${r.target} ${r.unit}`,
  );
}
for (const failure of peerFailures) console.log(`\nMISS  ${failure}`);
if (peerRows.length === 0) {
  console.log(
    '\npeers: dhtmlx-gantt and @svar-ui/react-gantt are not installed here; no peer figures or ratios.',
  );
} else {
  console.log('\nready in the same run, 6-month view (ratio ours/peer; below 1 means ours is faster)');
  for (const r of peerRows) {
    const ratio = r.ours / r.peer;
    console.log(
      `${ratio < 1 ? 'ok  ' : 'MISS'}  ${`${r.label}, ${r.size}`.padEnd(62)} ${`${r.peer.toFixed(1)} ms`.padStart(12)}   ours ${r.ours.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
  }
}
