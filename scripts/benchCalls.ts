/**
 * The request loop and report the per-call benchmarks (account, organisation,
 * board files) share: each call sent `runs` times one after another, its
 * p50 and p99 printed beside the target p99.
 */

/** The nearest-rank percentile of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type TCallFigure = { label: string; p50: number; p99: number; target: number };

/** Sends `call` `runs` times in turn; any answer but 200 stops the benchmark. */
export const timeCall = async (
  label: string,
  target: number,
  runs: number,
  call: (i: number) => Promise<{ status: number }>,
): Promise<TCallFigure> => {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await call(i);
    samples.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}`);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: percentile(samples, 50), p99: percentile(samples, 99), target };
};

/** Prints a title and one line per figure; with `check`, a missed target exits 1. */
export const reportCalls = (title: string, figures: TCallFigure[], check: boolean) => {
  const width = Math.max(...figures.map((f) => f.label.length)) + 2;
  let missed = false;
  console.log(title);
  for (const r of figures) {
    const ok = r.p99 <= r.target;
    missed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${r.label.padEnd(width)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ≤ ${r.target} ms`,
    );
  }
  if (check && missed) process.exit(1);
};
