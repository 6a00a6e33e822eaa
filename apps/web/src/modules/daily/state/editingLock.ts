import { DAILY_EDITING_LOCK_MS, DAILY_REFUSAL } from '@genba/validators';

/** What the edit page knows about the daily's editing lock (talk §9: editing-post, DELETE editing). */
export type LockState =
  | { status: 'pending' }
  | { status: 'held' }
  | { status: 'taken'; by: string; message: string }
  | { status: 'failed'; message: string };

export type LockCalls = {
  /** editing-post: null when the lock is now ours, else the name of the member holding it. */
  acquire: () => Promise<{ ok: true; by: string | null } | { ok: false; message: string }>;
  /** DELETE editing. */
  release: () => Promise<unknown>;
};

/** The lock is taken again before it expires, so an editor who types for longer keeps it. */
export const LOCK_RENEW_MS = DAILY_EDITING_LOCK_MS / 2;

// Every lock call of the page runs after the previous one: a release sent on leaving can then
// never overtake the next acquire (React's development double mount, or a quick re-open).
let queue: Promise<unknown> = Promise.resolve();
const serial = <T>(step: () => Promise<T>): Promise<T> => {
  const next = queue.then(step, step);
  queue = next.catch(() => undefined);
  return next;
};

/**
 * One editing session of one daily: take the lock on open, renew it, release it on leave or save.
 * Pure apart from the calls and the timer it is given, so its rules are unit-tested in Node.
 */
export const createEditingLock = (
  calls: LockCalls,
  onChange: (state: LockState) => void,
  timers: { every: (ms: number, run: () => void) => () => void } = {
    every: (ms, run) => {
      const id = setInterval(run, ms);
      return () => clearInterval(id);
    },
  },
) => {
  let held = false;
  let closed = false;
  let stopRenew = () => {};
  const take = () =>
    serial(async () => {
      if (closed) return;
      const res = await calls.acquire();
      if (closed) {
        // Left while the lock was being taken: give it back at once.
        if (res.ok && res.by === null) await calls.release();
        return;
      }
      if (!res.ok) {
        held = false;
        onChange({ status: 'failed', message: res.message });
      } else if (res.by === null) {
        held = true;
        onChange({ status: 'held' });
      } else {
        held = false;
        onChange({ status: 'taken', by: res.by, message: DAILY_REFUSAL.editing(res.by) });
      }
    });
  return {
    open: async () => {
      await take();
      stopRenew = timers.every(LOCK_RENEW_MS, () => {
        if (held) void take();
      });
    },
    /** Leaving the page or after saving: the lock goes back at once instead of after 600000 ms. */
    close: () => {
      closed = true;
      stopRenew();
      return serial(async () => {
        if (!held) return;
        held = false;
        await calls.release();
      });
    },
  };
};
