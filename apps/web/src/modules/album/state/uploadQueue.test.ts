import { describe, expect, it } from 'vitest';
import { planUpload, runBounded } from './uploadQueue.ts';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('runBounded', () => {
  it('never runs more than the limit at once, and keeps the order of outcomes', async () => {
    let running = 0;
    let peak = 0;
    const tasks = Array.from({ length: 7 }, (_, i) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (i === 3) throw new Error('boom');
      return i;
    });
    const outcomes = await runBounded(tasks, 3).done;
    expect(peak).toBe(3);
    expect(outcomes.map((o) => o.status)).toEqual(['done', 'done', 'done', 'failed', 'done', 'done', 'done']);
  });

  it('cancelling stops the tasks not yet started', async () => {
    const gate = deferred();
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) => async () => {
      started.push(i);
      await gate.promise;
      return i;
    });
    const run = runBounded(tasks, 2);
    run.cancel();
    gate.resolve();
    const outcomes = await run.done;
    expect(started).toEqual([0, 1]);
    expect(outcomes.filter((o) => o.status === 'cancelled')).toHaveLength(3);
  });
});

describe('planUpload', () => {
  it('sends the first file of a tagged upload last (talk §4 is_latest)', () => {
    expect(planUpload(['a', 'b', 'c'], true)).toEqual({ batch: ['b', 'c'], last: 'a' });
    expect(planUpload(['a'], true)).toEqual({ batch: [], last: 'a' });
  });

  it('keeps the chosen order of an untagged upload', () => {
    expect(planUpload(['a', 'b', 'c'], false)).toEqual({ batch: ['a', 'b', 'c'], last: null });
    expect(planUpload([], true)).toEqual({ batch: [], last: null });
  });
});
