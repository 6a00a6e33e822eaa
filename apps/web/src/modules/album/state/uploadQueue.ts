/**
 * Runs tasks with at most `limit` at once, in order. `cancel()` stops the
 * tasks not yet started: they resolve as 'cancelled' (talk §4 counts them as
 * failed). Pure apart from the promises: unit-tested without a DOM.
 */
export type TaskOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

export const runBounded = <T>(
  tasks: readonly (() => Promise<T>)[],
  limit: number,
  onSettled?: (index: number, outcome: TaskOutcome<T>) => void,
) => {
  let cancelled = false;
  let next = 0;
  const outcomes: TaskOutcome<T>[] = new Array(tasks.length);
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (!task) continue;
      let outcome: TaskOutcome<T>;
      if (cancelled) outcome = { status: 'cancelled' };
      else {
        try {
          outcome = { status: 'done', value: await task() };
        } catch (error) {
          outcome = { status: 'failed', error };
        }
      }
      outcomes[index] = outcome;
      onSettled?.(index, outcome);
    }
  };
  const done = Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker)).then(
    () => outcomes,
  );
  return {
    done,
    cancel: () => {
      cancelled = true;
    },
  };
};
