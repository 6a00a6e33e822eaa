import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { generationCache } from '../../src/db/generationCache.ts';

/** A database stand-in (the cache only keys on it) with its own write counter. */
const setup = () => {
  const db = {} as Db;
  const generation = { value: 0 };
  const cache = generationCache<number>((d) => (d === db ? generation : undefined), {
    maxAgeMs: 1_000,
    maxEntries: 10,
  });
  let computed = 0;
  /** A computation that answers when `finish` is called, counting how many were started. */
  const pending = () => {
    let finish = (_value: number) => {};
    const compute = () => {
      computed += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    return { compute, finish: (value: number) => finish(value) };
  };
  return { db, generation, cache, pending, computed: () => computed };
};

describe('generationCache', () => {
  it('lets callers that miss together share one computation', async () => {
    const { db, cache, pending, computed } = setup();
    const slow = pending();
    const answers = Promise.all(Array.from({ length: 10 }, () => cache(db, 'k', slow.compute, () => 0)));
    slow.finish(42);
    expect(await answers).toEqual(Array(10).fill(42));
    expect(computed()).toBe(1);
  });

  it('computes again for a caller that arrives after a write, and keeps the racing answer out', async () => {
    const { db, generation, cache, pending, computed } = setup();
    const first = pending();
    const before = cache(db, 'k', first.compute, () => 0);
    generation.value += 1;
    const second = pending();
    const after = cache(db, 'k', second.compute, () => 0);
    first.finish(1);
    second.finish(2);
    expect([await before, await after]).toEqual([1, 2]);
    expect(computed()).toBe(2);
    // The answer computed after the write is the one remembered.
    expect(
      await cache(
        db,
        'k',
        async () => 3,
        () => 0,
      ),
    ).toBe(2);
  });

  it('does not remember a failed computation, nor keep it for later callers', async () => {
    const { db, cache } = setup();
    await expect(
      cache(
        db,
        'k',
        async () => Promise.reject(new Error('boom')),
        () => 0,
      ),
    ).rejects.toThrow('boom');
    expect(
      await cache(
        db,
        'k',
        async () => 7,
        () => 0,
      ),
    ).toBe(7);
  });

  it('keeps keys apart', async () => {
    const { db, cache, computed, pending } = setup();
    const a = pending();
    const b = pending();
    const both = Promise.all([cache(db, 'a', a.compute, () => 0), cache(db, 'b', b.compute, () => 0)]);
    a.finish(1);
    b.finish(2);
    expect(await both).toEqual([1, 2]);
    expect(computed()).toBe(2);
  });
  it('starts over before its values would hold more than maxBytes, and keeps no value larger than that', async () => {
    const db = {} as Db;
    const generation = { value: 0 };
    const cache = generationCache<string>((d) => (d === db ? generation : undefined), {
      maxAgeMs: 1_000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    let computed = 0;
    const read = (key: string, value: string) =>
      cache(
        db,
        key,
        async () => {
          computed += 1;
          return value;
        },
        () => 0,
      );
    await read('a', 'xxxx');
    await read('b', 'yyyy');
    await read('a', 'new');
    await read('b', 'new');
    expect(computed).toBe(2);
    // 8 bytes held: a third value of 4 would pass 10, so the store starts over and keeps only 'c'.
    await read('c', 'zzzz');
    await read('c', 'new');
    await read('a', 'aaaa');
    expect(computed).toBe(4);
    // Larger than the whole budget: answered, never kept, and what was kept stays.
    expect(await read('big', 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(await read('big', 'y'.repeat(11))).toBe('y'.repeat(11));
    expect(await read('a', 'new')).toBe('aaaa');
    expect(computed).toBe(6);
  });
});
