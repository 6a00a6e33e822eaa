import { validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { fromWireDateTime } from '../talkNews/wire.ts';
import { toWireDateTime } from '../user/wire.ts';
import { requirePhotos } from './index.ts';
import { listChangedPhotos, photosOfOneCategory, sortPhotos } from './queries.ts';
import { toWirePhotos } from './wire.ts';

export const ALBUM_SYNC_MESSAGES = {
  since: '日時の形式に誤りがあります',
  duplicate: '同じ写真が重複しています。',
  oneCategory: '並べ替えは同じ場所または時期の写真で行ってください。',
} as const;

/** `since` as a Date; a date the calendar has not (2026-02-31) is the request's fault, not a 500. */
const sinceOf = (since: string | undefined): Date | undefined => {
  if (since === undefined) return undefined;
  const date = fromWireDateTime(since);
  if (Number.isNaN(date.getTime()) || toWireDateTime(date) !== since)
    throw validationFailed({ since: [ALBUM_SYNC_MESSAGES.since] });
  return date;
};

/** A feed's page: never the whole album at once (100,000 photos would be about 60 MB). */
const pageOf = (query: { limit: number; min_id?: number | undefined }) => ({
  limit: query.limit,
  beforeId: query.min_id,
});

/**
 * The album's change feeds (albumSync for one project, getAlbumCaching for every project the
 * member sees) and the dragged order of a category's photos. The time is taken before the read,
 * so a change made during it comes again next time rather than never (`since` is inclusive).
 */
export const albumSyncRoutes = [
  implement('albumSync', async ({ db, deps, member, company, params, query }) => {
    const actor = { member, company };
    const since = sinceOf(query.since);
    await requireProjectAccess(db, actor, params.id);
    const syncedAt = toWireDateTime(deps.now());
    const page = await listChangedPhotos(db, actor, { fieldId: params.id, since }, pageOf(query));
    return { photos: toWirePhotos(page.rows), has_more: page.hasMore, synced_at: syncedAt };
  }),

  implement('getAlbumCaching', async ({ db, deps, member, company, query }) => {
    const since = sinceOf(query.since);
    const cachedAt = toWireDateTime(deps.now());
    const page = await listChangedPhotos(db, { member, company }, { since }, pageOf(query));
    return { photos: toWirePhotos(page.rows), has_more: page.hasMore, cached_at: cachedAt };
  }),

  implement('updateBuildingPictureLastSorting', async ({ db, deps, member, company, body }) => {
    const actor = { member, company };
    await requireProjectAccess(db, actor, body.field_id);
    if (new Set(body.picture_id_list).size !== body.picture_id_list.length)
      throw validationFailed({ picture_id_list: [ALBUM_SYNC_MESSAGES.duplicate] });
    // Visible photos of this project only; another project's or tenant's id refuses the whole order.
    const ids = await requirePhotos(db, actor, body.picture_id_list, body.field_id);
    const column = body.sort_type;
    if (!(await photosOfOneCategory(db, ids, column)))
      throw validationFailed({ picture_id_list: [ALBUM_SYNC_MESSAGES.oneCategory] });
    await sortPhotos(db, body.picture_id_list, column, deps.now());
    return { success: true };
  }),
];
