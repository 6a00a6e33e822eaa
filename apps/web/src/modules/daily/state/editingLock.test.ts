import { describe, expect, it, vi } from 'vitest';
import { createEditingLock, LOCK_RENEW_MS, type LockState } from './editingLock.ts';

const manualTimer = () => {
  const runs: Array<() => void> = [];
  return {
    timers: {
      every: (ms: number, run: () => void) => {
        expect(ms).toBe(LOCK_RENEW_MS);
        runs.push(run);
        return () => runs.splice(0);
      },
    },
    tick: () => {
      for (const r of runs) r();
    },
  };
};

describe('daily editing lock', () => {
  it('takes the lock on open, renews it, and releases it on close', async () => {
    const acquire = vi.fn(async () => ({ ok: true as const, by: null }));
    const release = vi.fn(async () => undefined);
    const states: LockState[] = [];
    const { timers, tick } = manualTimer();
    const lock = createEditingLock({ acquire, release }, (s) => states.push(s), timers);
    await lock.open();
    expect(states).toEqual([{ status: 'held' }]);
    tick();
    await vi.waitFor(() => expect(acquire).toHaveBeenCalledTimes(2));
    await lock.close();
    expect(release).toHaveBeenCalledTimes(1);
    tick();
    expect(acquire).toHaveBeenCalledTimes(2);
  });

  it('tells who is editing when another member holds it, and releases nothing', async () => {
    const release = vi.fn(async () => undefined);
    const states: LockState[] = [];
    const lock = createEditingLock(
      { acquire: async () => ({ ok: true, by: '佐藤 花子' }), release },
      (s) => states.push(s),
      manualTimer().timers,
    );
    await lock.open();
    expect(states).toEqual([{ status: 'taken', by: '佐藤 花子', message: '佐藤 花子さんが編集中です。' }]);
    await lock.close();
    expect(release).not.toHaveBeenCalled();
  });

  it('releases a lock granted after the page was already left, and a later open waits for that release', async () => {
    const order: string[] = [];
    let grant: ((v: { ok: true; by: null }) => void) | undefined;
    const first = createEditingLock(
      {
        acquire: () => new Promise((resolve) => (grant = resolve)),
        release: async () => void order.push('release'),
      },
      () => order.push('state'),
      manualTimer().timers,
    );
    const opened = first.open();
    await vi.waitFor(() => expect(grant).toBeDefined());
    const closed = first.close();
    const second = createEditingLock(
      {
        acquire: async () => {
          order.push('acquire');
          return { ok: true, by: null };
        },
        release: async () => {},
      },
      () => order.push('held again'),
      manualTimer().timers,
    );
    const reopened = second.open();
    grant?.({ ok: true, by: null });
    await Promise.all([opened, closed, reopened]);
    expect(order).toEqual(['release', 'acquire', 'held again']);
  });

  it('reports a refused lock call', async () => {
    const states: LockState[] = [];
    const lock = createEditingLock(
      { acquire: async () => ({ ok: false, message: '日報が見つかりません。' }), release: async () => {} },
      (s) => states.push(s),
      manualTimer().timers,
    );
    await lock.open();
    expect(states).toEqual([{ status: 'failed', message: '日報が見つかりません。' }]);
  });
});
