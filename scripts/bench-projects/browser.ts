import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { cpuOf, mainThread as mainThreadOf, traced } from '../benchTrace.ts';

/**
 * The browser half of bench:projects (issue 9: "the table of 30 rows renders ≤ 30 ms after its data
 * arrives, and changing a filter repaints ≤ 100 ms end to end"): the built web app, served by the
 * benchmarked server, in Chromium, logged in by the session cookie. Everything is measured inside
 * the page on its own clock (performance.now and the Resource Timing entries share the time origin).
 * "Painted" is the bench-talk convention: the first task after the frame whose requestAnimationFrame
 * saw the rows in the DOM (a MessageChannel message posted in that callback runs after the frame's
 * paint).
 */

export type CaseListFigures = {
  /**
   * Per load of /case: the last of what the table is drawn from to arrive (getCaseList's response,
   * the column list's, the page's code: each one's responseEnd) to the 30 rows painted.
   */
  renderMs: number[];
  /** Per load: getCaseList's responseEnd (its body fully received) to the 30 rows painted. */
  fromListMs: number[];
  /** Loads in which the page's code was still arriving after the data (the figure then includes booting the page). */
  dataBeforeCode: number;
  /** Per status change: the select's change event to the new filter's rows painted after its response. */
  filterMs: number[];
  /** Per status change: the renderer main thread's work from the change to the figure's end. */
  filterWork: MainThreadWork[];
  /**
   * Per status change: the renderer main thread's CPU (thread time of its traced tasks) from the change
   * to the figure's end, and from its response's end to the new rows painted (filterRenderCpuMs, the
   * changes of filterRenderMs). The machine is shared: wall time waits for a core, thread time does not.
   */
  filterCpuMs: number[];
  filterRenderCpuMs: number[];
  /**
   * Per status change timed on the wall clock (not under a trace, whose data streams to this process): the
   * bench process's CPU time while the change ran (process.cpuUsage): the server and its PGlite answering the
   * request, plus the little the bench's own Playwright calls cost.
   */
  filterServerCpuMs: number[];
  /** Per status change: the change to its getCaseList request's start (the page's work before asking). */
  filterRequestDelayMs: number[];
  /**
   * Per status change whose rows were not in the cache: its response's end to the new rows painted
   * (the 30 rows rendered after their data arrives, on a page that has booted).
   */
  filterRenderMs: number[];
  /** Per status change: the request's start to its response's end (server and transfer). */
  filterServerMs: number[];
  /** Status changes whose rows showed (from the client's query cache) before their response arrived. */
  filterShownEarly: number;
};

export type MainThreadWork = { taskMs: number; scriptMs: number; styleLayoutMs: number };

export type CaseListBenchOptions = {
  base: string;
  /** `name=value` of the session cookie. */
  cookie: string;
  loads: number;
  changes: number;
  /** The 進捗状況 values the changes cycle through. */
  statuses: readonly string[];
  /** Idle time before each change (see measureCaseList). */
  gapMs: number;
  /**
   * The sorts (`sort=…&order=…`, '' for the default) the cycles of statuses run under, one a cycle: /case is
   * loaded again with the next one before each cycle, so no change finds its rows in the client's cache and
   * every untraced change is a sample of the render after data (5 changes of 20 were, with one sort).
   */
  sorts: readonly string[];
};

const ROWS = 30;
const CASE_LIST_PATH = '/api/case-list';
/** The member's column choice: the table shows its skeleton until this has arrived too (CasePage). */
const COLUMN_LIST_PATH = '/api/users_case_column_list';

export const measureCaseList = async (
  browser: Browser,
  options: CaseListBenchOptions,
): Promise<CaseListFigures> => {
  const [name = '', value = ''] = options.cookie.split(/=(.*)/s);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name, value, url: options.base }]);
  // Before any of the app's code: watch every frame of the load for the first one with 30 project rows.
  await context.addInitScript((rows) => {
    const w = window as unknown as { caseRowsPaintedAt?: number };
    const watch = () =>
      requestAnimationFrame(() => {
        if (document.querySelectorAll('tbody tr a[data-project-link]').length < rows) return watch();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          w.caseRowsPaintedAt = performance.now();
        };
        channel.port2.postMessage(0);
      });
    watch();
  }, ROWS);
  const page = await context.newPage();
  if (process.env.BENCH_LOG)
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/')) console.log(`bench: ${request.method()} ${request.url()}`);
    });
  try {
    // (a) Loads of /case: the default list (every project, newest update first). Two warm-up loads
    // (the HTTP cache holds the code afterwards, as for a member who has opened the app before).
    const renderMs: number[] = [];
    const fromListMs: number[] = [];
    let dataBeforeCode = 0;
    // BENCH_TRACE=file: a Chrome trace (DevTools' Performance panel) of the last load, for finding
    // where its time goes (with few: BENCH_LOADS=1; an unminified build keeps the names:
    // `vite build --minify false --outDir X`, WEB_DIST_DIR=X). Each change below runs under a trace of
    // its own for its CPU time; BENCH_CPUPROFILE profiles their JavaScript.
    const trace = process.env.BENCH_TRACE;
    for (let i = 0; i < options.loads + 2; i++) {
      if (trace && i === options.loads + 1)
        await browser.startTracing(page, { path: trace, screenshots: false });
      await page.goto(`${options.base}/case`);
      await page.waitForFunction(() => 'caseRowsPaintedAt' in window, undefined, { timeout: 60_000 });
      if (trace && i === options.loads + 1) await browser.stopTracing();
      const load = await page.evaluate(
        ({ listPath, columnsPath }) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const named = (p: string) => entries.filter((e) => new URL(e.name).pathname === p);
          const [data, ...more] = named(listPath);
          const [columns] = named(columnsPath);
          if (!data || !columns || more.length > 0)
            throw new Error('bench: not one case-list and column-list request');
          const codeEnd = Math.max(
            ...entries.filter((e) => e.name.endsWith('.js')).map((e) => e.responseEnd),
          );
          const painted = (window as unknown as { caseRowsPaintedAt: number }).caseRowsPaintedAt;
          return {
            fromList: painted - data.responseEnd,
            fromInputs: painted - Math.max(data.responseEnd, columns.responseEnd, codeEnd),
            codeAfterData: codeEnd > data.responseEnd,
          };
        },
        { listPath: CASE_LIST_PATH, columnsPath: COLUMN_LIST_PATH },
      );
      if (i < 2) continue;
      renderMs.push(load.fromInputs);
      fromListMs.push(load.fromList);
      if (load.codeAfterData) dataBeforeCode += 1;
    }

    // (b) Changing 進捗状況 on the loaded page, cycling through `statuses`. Not two alternating values:
    // the app's queries stay fresh for 30 s (apps/web/src/app/queryClient.ts), so going back to the
    // status of two changes before shows the client's cached rows and asks the server nothing. With
    // `gapMs` × the statuses past 30 s, every change sends its request; a status seen in the previous
    // cycle shows its stale cached rows at once (counted as shownEarly) and the figure still waits
    // for the answer. The change is the DOM event a user's choice fires (React listens to `change` on
    // a select); the figure ends at the first painted frame in which the new status's getCaseList
    // response has arrived and the rows on screen are no longer the previous ones.
    const filterMs: number[] = [];
    const filterWork: MainThreadWork[] = [];
    // Chromium's own counters of the renderer's main thread (cumulative seconds): what a change costs
    // the page, as opposed to the time it waits for the server or for a core on a loaded machine.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // BENCH_CPUPROFILE=file: the renderer's JavaScript profile over the changes (DevTools' Performance panel).
    const cpuProfile = process.env.BENCH_CPUPROFILE;
    if (cpuProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const mainThread = async (): Promise<MainThreadWork> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const ms = (name: string) => 1000 * (metrics.find((m) => m.name === name)?.value ?? Number.NaN);
      return {
        taskMs: ms('TaskDuration'),
        scriptMs: ms('ScriptDuration'),
        styleLayoutMs: ms('RecalcStyleDuration') + ms('LayoutDuration'),
      };
    };
    const filterServerMs: number[] = [];
    const filterRequestDelayMs: number[] = [];
    const filterRenderMs: number[] = [];
    const filterCpuMs: number[] = [];
    const filterRenderCpuMs: number[] = [];
    const filterServerCpuMs: number[] = [];
    let filterShownEarly = 0;
    // Two warm-up changes (the JIT, the select's code paths), then `changes` timed on the wall clock and,
    // between them, `changes` under a trace for their CPU time (a trace slows the page a little, so the
    // wall-clock figures come from the changes without one).
    // The first change after a load of the next sort is a warm-up too: the new page's code runs cold.
    let timedWall = 0;
    let timedTraced = 0;
    for (let i = 0; timedWall < options.changes || timedTraced < options.changes; i++) {
      const status = options.statuses[i % options.statuses.length] ?? '';
      const cycleStart = i > 0 && i % options.statuses.length === 0 && options.sorts.length > 1;
      const warmUp = i < 2 || cycleStart;
      const underTrace = !warmUp && (timedTraced < timedWall || timedWall >= options.changes);
      if (!warmUp) {
        if (underTrace) timedTraced += 1;
        else timedWall += 1;
      }
      if (cycleStart) {
        const sort = options.sorts[(i / options.statuses.length) % options.sorts.length] ?? '';
        // Loaded at the cycle's last status, not all of them: the first change must bring other rows (under
        // some sorts the first project of all is the first of status 0 too), and two statuses share none.
        const last = options.statuses.at(-1) ?? '';
        await page.goto(`${options.base}/case?status=${last}${sort ? `&${sort}` : ''}`);
        await page.waitForFunction(() => 'caseRowsPaintedAt' in window, undefined, { timeout: 60_000 });
      }
      await page.waitForTimeout(options.gapMs);
      const before = await mainThread();
      let serverCpuMs = Number.NaN;
      const run = async () => {
        const cpuBefore = process.cpuUsage();
        const answer = await page.evaluate(
          ({ status, listPath }) =>
            new Promise<{
              ms: number;
              serverMs: number;
              requestDelayMs: number;
              afterResponseMs: number;
              shownEarly: boolean;
            }>((resolve, reject) => {
              const select = [...document.querySelectorAll('label')].find(
                (l) => l.textContent?.trim() === '進捗状況',
              )?.control as HTMLSelectElement | null | undefined;
              if (!select) throw new Error('bench: no 進捗状況 select');
              // The first row's project: two statuses share no project, so it tells the new rows from the
              // previous ones (and reading one link a frame costs the page less than reading all 30).
              const firstId = () =>
                document.querySelector<HTMLElement>('tbody tr a[data-project-link]')?.dataset.projectLink ??
                '';
              const before = firstId();
              // The buffer keeps 250 entries by default, and a full one records no more.
              performance.clearResourceTimings();
              const answered = () =>
                (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
                  (e) =>
                    e.startTime >= t0 &&
                    new URL(e.name).pathname === listPath &&
                    new URL(e.name).searchParams.get('status') === status,
                );
              let shownEarly = false;
              const frame = () =>
                requestAnimationFrame(() => {
                  const response = answered();
                  const first = firstId();
                  const changed = first !== before && first !== '';
                  if (changed && !response) shownEarly = true;
                  if (!response || !changed) {
                    if (performance.now() - t0 > 30_000)
                      reject(
                        new Error(
                          `bench: the rows of status ${status} never showed (${response ? 'answered' : 'not answered'}, ${changed ? 'rows changed' : 'same rows'}; ${location.search}; ${performance
                            .getEntriesByType('resource')
                            .map((e) => e.name.replace(location.origin, ''))
                            .join(' ')})`,
                        ),
                      );
                    return frame();
                  }
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => {
                    const end = performance.now();
                    performance.mark('bench:change:end');
                    resolve({
                      ms: end - t0,
                      serverMs: response.responseEnd - response.requestStart,
                      requestDelayMs: response.startTime - t0,
                      afterResponseMs: end - response.responseEnd,
                      shownEarly,
                    });
                  };
                  channel.port2.postMessage(0);
                });
              // (t0 is the mark's time: the trace's windows start where the wall clock does.)
              const t0 = performance.mark('bench:change:start').startTime;
              select.value = status;
              select.dispatchEvent(new Event('change', { bubbles: true }));
              frame();
            }),
          { status, listPath: CASE_LIST_PATH },
        );
        const cpu = process.cpuUsage(cpuBefore);
        serverCpuMs = (cpu.user + cpu.system) / 1000;
        return answer;
      };
      if (underTrace) {
        const traceOfChange = await traced(browser, page, run);
        const change = traceOfChange.result;
        const main = mainThreadOf(traceOfChange.tasks);
        const [changeTasks = []] = traceOfChange.windows('change');
        filterCpuMs.push(cpuOf(mainThreadOf(changeTasks)));
        const [startTs = Number.NaN] = traceOfChange.markTimes('change:start');
        const [endTs = Number.NaN] = traceOfChange.markTimes('change:end');
        // The response's end on the trace clock: the page's clock and the trace's run at the same rate.
        const responseTs = startTs + (change.ms - change.afterResponseMs) * 1000;
        if (!change.shownEarly)
          filterRenderCpuMs.push(cpuOf(main.filter((t) => t.start >= responseTs && t.start <= endTs)));
        continue;
      }
      const change = await run();
      if (warmUp) continue;
      const after = await mainThread();
      filterWork.push({
        taskMs: after.taskMs - before.taskMs,
        scriptMs: after.scriptMs - before.scriptMs,
        styleLayoutMs: after.styleLayoutMs - before.styleLayoutMs,
      });
      filterMs.push(change.ms);
      // From the untimed-by-trace changes: a trace streams to this process and cost it CPU of its own.
      filterServerCpuMs.push(serverCpuMs);
      filterServerMs.push(change.serverMs);
      filterRequestDelayMs.push(change.requestDelayMs);
      // Rows shown early from the cache are not rendered again for an equal answer.
      if (!change.shownEarly) filterRenderMs.push(change.afterResponseMs);
      if (change.shownEarly) filterShownEarly += 1;
    }
    if (cpuProfile) writeFileSync(cpuProfile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    return {
      renderMs,
      fromListMs,
      dataBeforeCode,
      filterMs,
      filterWork,
      filterCpuMs,
      filterRenderCpuMs,
      filterServerCpuMs,
      filterServerMs,
      filterRequestDelayMs,
      filterRenderMs,
      filterShownEarly,
    };
  } finally {
    await context.close();
  }
};
