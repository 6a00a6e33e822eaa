import { generationCache } from '../../db/generationCache.ts';
import { projectWriteGeneration } from '../../db/projectWrites.ts';

/**
 * Case-list totals remembered per filter (core §9 allows a total cached for a
 * short time). Counting every matching project cost more than the page itself
 * at 50,000 projects (scripts/bench-projects.ts). On PGlite an entry is served
 * only while no statement has written projects, their members or customers
 * since it was counted (db/projectWrites.ts), so a new or deleted project is
 * counted at once; the age bound covers writes made outside drizzle.
 * PostgreSQL counts every time: other servers may write.
 */
export const CASE_TOTAL_MAX_AGE_MS = 30_000;

export const cachedCaseTotal = generationCache<number>(projectWriteGeneration, {
  maxAgeMs: CASE_TOTAL_MAX_AGE_MS,
  maxEntries: 1_000,
});
