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

/**
 * The order of one upload (talk §4): in a tagged upload the first file goes
 * last, with is_latest, once every other file has settled; so it is stored
 * last and leads the album, which shows the newest first. Untagged uploads go
 * in the order chosen.
 */
export const planUpload = <T>(items: readonly T[], tagged: boolean): { batch: T[]; last: T | null } => {
  const [first, ...rest] = items;
  return tagged && first !== undefined ? { batch: rest, last: first } : { batch: [...items], last: null };
};
