/**
 * The opened page's chunk waits until its first data call has left (earlyPageRequest.ts). The chunk
 * brings its thirty to fifty imports at once; requested first, they took the browser's six
 * connections (HTTP/1.1), and the data call, requested when the session check answered, queued
 * behind them at the same priority (fetch has no higher one): on /talk and /album it waited 200 to
 * 600 ms for a connection. The page cannot render before the session check has answered anyway
 * (the root loader waits for it), so its chunk loses little by leaving just after the data call.
 * Held at most HOLD_MS (a slow session check), and only for the first navigation: boot.ts and the
 * router ask for the chunk through `pageChunk`.
 */
const HOLD_MS = 1_000;

let held: Promise<void> | undefined;

/** Holds page chunks until `until` settles (or HOLD_MS). */
export const holdPageChunks = (until: Promise<unknown>): void => {
  const released = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HOLD_MS);
    const release = () => {
      clearTimeout(timer);
      resolve();
    };
    until.then(release, release);
  });
  held = released;
  void released.then(() => {
    if (held === released) held = undefined;
  });
};

/** `load()`, once the hold (if any) is released. */
export const pageChunk = <T>(load: () => Promise<T>): Promise<T> => (held ? held.then(load) : load());
