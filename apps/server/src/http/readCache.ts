import { anyWriteGeneration } from '../db/anyWrites.ts';
import type { Db } from '../db/client.ts';
import { generationCache } from '../db/generationCache.ts';

/**
 * How long a cached answer may be served although nothing was written: only
 * what depends on the clock (today's date, a publication window) can change
 * without a write, and that may lag by this much at most.
 */
export const READ_CACHE_MAX_AGE_MS = 1_000;
/** Beyond this many answers the cache starts over rather than grow without bound. */
export const READ_CACHE_MAX_ENTRIES = 2_000;
/**
 * Nor beyond this many bytes of encoded answers: 2,000 album pages of about 160 KB would
 * otherwise hold 320 MB (an answer larger than this is served and not kept).
 */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const cache = generationCache<unknown>(anyWriteGeneration, {
  maxAgeMs: READ_CACHE_MAX_AGE_MS,
  maxEntries: READ_CACHE_MAX_ENTRIES,
  maxBytes: READ_CACHE_MAX_BYTES,
  sizeOf: (value) => (value instanceof Uint8Array ? value.byteLength : 0),
});

/**
 * The answers of GET list calls that opt in (implement's `cacheRead`), on
 * PGlite only: under load the same member asks for the same list many times a
 * second, and on PGlite each statement costs more than the whole answer's
 * bookkeeping (scripts/bench-api.ts). An answer is served only while no
 * statement other than a plain select has run since it was computed, on any
 * table (db/anyWrites.ts): PGlite runs one statement at a time in this process
 * (the data directory's lock keeps other processes out), so the counter sees
 * every write, and one that races the computation keeps its answer out of the
 * cache. PostgreSQL has no counter (other servers write): every call computes.
 *
 * The key is the caller's whole session (member, company, office, client),
 * the project of X-Operation-Field and the validated input, so an answer is
 * only ever served to the session it was computed for; a route whose answer is provably the same for
 * a set of callers (implement's `cacheRead: { sharedBy }`, the album's reads: one company and one
 * project scope) keys by that set instead, so they share one answer and one computation. Sessions, tenancy and
 * the area rules are decided before the cache is asked, on every request; a
 * handler's own access check against the database (a room's member list, the
 * talk room reads) runs inside the computation, so its answer is remembered
 * under the same rule: until any write, such as the one removing the member.
 */
export const cachedRead = <T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  clock: () => number,
): Promise<T> => cache(db, key, compute, clock) as Promise<T>;
