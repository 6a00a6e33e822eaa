/**
 * Work finished after the answer is sent (a reset mail, an SMS), so that the
 * answer takes as long whether or not the address or number exists and a slow
 * provider does not tell a stranger anything. Failures go to the log.
 */
const pending = new Set<Promise<void>>();

export const runInBackground = (task: () => Promise<void>, onError: (error: unknown) => void): void => {
  const running: Promise<void> = task()
    .catch(onError)
    .finally(() => pending.delete(running));
  pending.add(running);
};

/** Waits for every background task started so far (tests, and a clean shutdown). */
export const flushBackground = async (): Promise<void> => {
  while (pending.size > 0) await Promise.all([...pending]);
};
