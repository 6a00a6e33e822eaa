import { watchWrites } from './writeGenerations.ts';

/**
 * Every statement that is not a plain select, whatever table it names: the
 * read cache of GET list calls (http/readCache.ts) answers from memory only
 * while this counter has not moved, so any write, anywhere, is read at once.
 */
export const anyWrites = watchWrites(/\S/);

export const anyWriteGeneration = anyWrites.generation;
