/**
 * The real server (apps/server/src/main.ts) started under the API benchmark,
 * in its own process (the benchmark's load generator and its garbage stay in
 * the parent), plus an IPC channel on which the benchmark asks, from inside:
 * - `memory`: the process's memory, so RSS and heap are measured, not guessed;
 * - `reset` / `stats`: what the server itself saw since the last reset: each
 *   request's time from its parsed headers to the last byte handed to the
 *   socket, the garbage collector's pauses, and the event loop's delay. Beside
 *   the client's latency they tell a slow answer (server time) from one that
 *   waited for a core (client time only) and a GC pause from a slow statement.
 */
import http from 'node:http';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

let requestMs: number[] = [];
let gcPauses: number[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

// Every answer of every http.Server in this process (the app's only one), timed without touching the app.
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    const started = performance.now();
    const res = args[1] as http.ServerResponse;
    res.once('finish', () => requestMs.push(performance.now() - started));
  }
  return Reflect.apply(emit, this, [event, ...args]) as boolean;
} as typeof emit;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export type ServerStats = {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
};

const stats = (): ServerStats => {
  const sorted = [...requestMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    gcCount: gcPauses.length,
    gcTotalMs: gcPauses.reduce((sum, d) => sum + d, 0),
    gcMaxMs: Math.max(0, ...gcPauses),
    // The histogram counts in nanoseconds, from its 10 ms sampling timer's lateness.
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
};

process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  if (message === 'reset') {
    requestMs = [];
    gcPauses = [];
    loopDelay.reset();
    process.send?.({ reset: true });
  }
  if (message === 'stats') process.send?.({ stats: stats() });
});

await import('../apps/server/src/main.ts');
