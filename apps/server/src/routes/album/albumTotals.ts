import { albumWriteGeneration } from '../../db/albumWrites.ts';
import { generationCache } from '../../db/generationCache.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import type { PhotoFilter } from './queries.ts';

/**
 * Album totals remembered per viewer and filter. The first page counted every
 * matching photo (100,000 in scripts/bench-album.ts) on every visit. On PGlite an
 * entry is served only while no statement has written photos, their tags or
 * project members since it was counted (db/albumWrites.ts); PostgreSQL counts
 * every time.
 */
export const ALBUM_TOTAL_MAX_AGE_MS = 30_000;

export const cachedAlbumTotal = generationCache<number>(albumWriteGeneration, {
  maxAgeMs: ALBUM_TOTAL_MAX_AGE_MS,
  maxEntries: 1_000,
});

/** The viewer is in the key: what a member may see depends on their role and their projects. */
export const albumTotalKey = (viewer: ProjectActor, filter: PhotoFilter): string =>
  JSON.stringify([
    viewer.company.id,
    viewer.member.id,
    viewer.member.authId,
    filter.fieldId,
    filter.keyword?.trim(),
    filter.dateFrom,
    filter.dateTo,
    filter.memberId,
    filter.tagIds ? [...filter.tagIds].sort((a, b) => a - b) : undefined,
    filter.folderId,
  ]);
