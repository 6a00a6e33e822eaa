/**
 * Chromium traces for the benches: the renderer's tasks with their thread CPU time (tdur), and the
 * page's `bench:<name>:start` / `bench:<name>:end` marks (performance.mark). CPU time hardly moves
 * with the load of a shared machine; wall time does, so a bench prints both.
 */
import type { Browser, Page } from 'playwright-core';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};
export type TraceTask = { thread: string; start: number; end: number; cpu: number };

export const cpuOf = (tasks: readonly TraceTask[]) => tasks.reduce((sum, t) => sum + t.cpu, 0);
export const mainThread = (tasks: readonly TraceTask[]) => tasks.filter((t) => t.thread === 'CrRendererMain');

/** Runs `work` under a trace; answers its result, the tasks and each mark window's tasks. */
export const traced = async <T>(browser: Browser, page: Page, work: () => Promise<T>) => {
  await browser.startTracing(page, {
    categories: ['blink.user_timing', 'disabled-by-default-devtools.timeline'],
  });
  const result = await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const marks = traceEvents.filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('bench:'));
  const pid = marks[0]?.pid;
  const threads = new Map(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid)
      .map((e) => [e.tid, e.args?.name ?? ''] as const),
  );
  const tasks: TraceTask[] = traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.dur !== undefined)
    .map((e) => ({
      thread: threads.get(e.tid) ?? '',
      start: e.ts,
      end: e.ts + (e.dur ?? 0),
      cpu: (e.tdur ?? e.dur ?? 0) / 1000,
    }));
  /** Each start/end pair of a mark, in order, with the tasks that overlap it. */
  const windows = (name: string) => {
    const starts = marks.filter((m) => m.name === `bench:${name}:start`);
    const ends = marks.filter((m) => m.name === `bench:${name}:end`);
    return starts.map((m, i) => {
      const end = ends[i]?.ts ?? Number.POSITIVE_INFINITY;
      return tasks.filter((t) => t.end >= m.ts && t.start <= end);
    });
  };
  /** The trace clock (µs) of each `bench:<name>` mark, in order: for windows measured from a page time. */
  const markTimes = (name: string) => marks.filter((m) => m.name === `bench:${name}`).map((m) => m.ts);
  /** Main-thread CPU between consecutive bench:frame marks. */
  const perFrame = () => {
    const frames = marks.filter((m) => m.name === 'bench:frame').map((m) => m.ts);
    const main = mainThread(tasks);
    return frames.slice(1).map((end, i) => {
      const start = frames[i] ?? end;
      return cpuOf(main.filter((t) => t.start >= start && t.start < end));
    });
  };
  return { result, tasks, windows, markTimes, perFrame };
};
