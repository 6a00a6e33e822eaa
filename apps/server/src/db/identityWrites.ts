import { watchWrites } from './writeGenerations.ts';

/**
 * The tables a session's caller is read from (scripts/bench-api.ts: reading
 * them was the largest query of every authenticated request on PGlite). A
 * missed write here would serve stale rights, a false alarm costs one uncached
 * session lookup.
 */
export const identityWrites = watchWrites(/\b(users|members|companies|sessions)\b/i);

/** Whether a statement may change who a session's caller is. */
export const writesIdentity = identityWrites.writes;

export const identityGeneration = identityWrites.generation;
