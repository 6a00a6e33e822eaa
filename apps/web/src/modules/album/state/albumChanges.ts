import type { TAlbumPhoto } from '@genba/api-client/schemas';
import { type AlbumRecords, albumRecordsOf, recordOf, replaceRecords } from '@genba/ui/album-grid';
import type { AlbumFilter } from '../hooks/albumFirstPage.ts';

/**
 * Whether a photo belongs in the album under the search panel's filters, as the server's
 * getCommonAlbumAllData decides it (routes/album/queries.ts `filters`): the project, folder and
 * member by id, the registration day (Japanese days, inclusive), the file name containing the
 * keyword whatever its case (ilike), and any one of the tags. Hidden photos never do.
 */
export const matchesAlbumFilter = (photo: TAlbumPhoto, filter: AlbumFilter): boolean => {
  if (photo.del_flg === 1) return false;
  if (filter.field_id !== undefined && photo.attendance_field_id !== filter.field_id) return false;
  if (filter.folder_id !== undefined && photo.folder_id !== filter.folder_id) return false;
  if (filter.member_id !== undefined && photo.regist_user_id !== filter.member_id) return false;
  if (filter.date_from && photo.regist_date < filter.date_from) return false;
  if (filter.date_to && photo.regist_date > filter.date_to) return false;
  const keyword = filter.keyword?.trim().toLowerCase();
  if (keyword && !photo.building_picture_upload_filename.toLowerCase().includes(keyword)) return false;
  const tags = filter.tag_setting_ids;
  if (tags && tags.length > 0 && !photo.tag_setting_ids.some((id) => tags.includes(id))) return false;
  return true;
};

export type AlbumChangeMerge = {
  records: AlbumRecords<TAlbumPhoto>;
  /** Ids that left the album: hidden (del_flg 1) or no longer matching the filters. */
  removed: number[];
  /** Photos that joined it (new, or now matching the filters). */
  added: number;
  /**
   * Changes of photos older than the oldest loaded while older pages still come: a page read
   * before the change may bring the photo as it was, so they are applied again after each page.
   */
  deferred: TAlbumPhoto[];
};

/**
 * The album after the change feed's photos (albumSync, getAlbumCaching): a changed photo the album
 * holds replaces it in place; a hidden one, or one that no longer matches the filters, leaves; a
 * new one that matches appears at its place among the newest-first ids (so in its group). Nothing
 * changed: the same records. Only replacements: a pointer copy with the positions kept (as a 適用);
 * a photo joining or leaving rebuilds the list once.
 */
export const mergeAlbumChanges = (
  records: AlbumRecords<TAlbumPhoto>,
  changes: readonly TAlbumPhoto[],
  filter: AlbumFilter,
  loadingMore: boolean,
): AlbumChangeMerge => {
  const oldest = records.list.at(-1)?.id;
  const replaced: TAlbumPhoto[] = [];
  const joining: TAlbumPhoto[] = [];
  const leaving = new Set<number>();
  const deferred: TAlbumPhoto[] = [];
  // The newest answer of a photo wins (one sync's pages never repeat one; deferred changes might).
  const latest = new Map<number, TAlbumPhoto>();
  for (const photo of changes) latest.set(photo.id, photo);
  for (const photo of latest.values()) {
    const belongs = matchesAlbumFilter(photo, filter);
    if (recordOf(records, photo.id)) {
      if (belongs) replaced.push(photo);
      else leaving.add(photo.id);
    } else if (loadingMore && oldest !== undefined && photo.id < oldest) deferred.push(photo);
    else if (belongs) joining.push(photo);
  }
  const inPlace = replaceRecords(records, replaced).records;
  if (leaving.size === 0 && joining.length === 0)
    return { records: inPlace, removed: [], added: 0, deferred };
  joining.sort((a, b) => b.id - a.id);
  const list: TAlbumPhoto[] = [];
  let j = 0;
  for (const photo of inPlace.list) {
    while (j < joining.length && (joining[j] as TAlbumPhoto).id > photo.id)
      list.push(joining[j++] as TAlbumPhoto);
    if (!leaving.has(photo.id)) list.push(photo);
  }
  while (j < joining.length) list.push(joining[j++] as TAlbumPhoto);
  return { records: albumRecordsOf(list), removed: [...leaving], added: joining.length, deferred };
};

/** The time a photo last changed on the wire (`YYYY-MM-DD HH:mm:ss`, ordered as text). */
const changedAt = (photo: TAlbumPhoto): string => photo.update_datetime ?? photo.regist_datetime;

/**
 * Where the first sync starts: the latest change among the first page's photos. The server's clock
 * had passed it when it answered, so every change after that answer comes (`since` is inclusive;
 * a few photos come again, which merge as no change). No photo: undefined (the feed then answers
 * visible photos and its own time).
 */
export const firstSyncSince = (photos: readonly TAlbumPhoto[]): string | undefined => {
  let latest: string | undefined;
  for (const photo of photos) {
    const at = changedAt(photo);
    if (latest === undefined || at > latest) latest = at;
  }
  return latest;
};

export type FeedPage = { photos: TAlbumPhoto[]; has_more: boolean; at: string };
export type FeedQuery = { since?: string; limit: number; min_id?: number };
export type FeedResult = { ok: true; photos: TAlbumPhoto[]; next: string } | { ok: false };

/** Photos per page of the change feed (the server's default; it caps a page at 2,000). */
export const ALBUM_FEED_PAGE = 1000;

/**
 * Every page of the feed since `since`, newest first: the same `since` with min_id = the last
 * photo's id while has_more, and the first page's time as the next `since` (it was taken before
 * the read, so a change made during the pages comes again next time rather than never). Without
 * `since` (an empty first page) one photo is asked for, just for the server's time.
 */
export const readAlbumFeed = async (
  ask: (query: FeedQuery) => Promise<FeedPage | null>,
  since: string | undefined,
): Promise<FeedResult> => {
  const photos: TAlbumPhoto[] = [];
  let next: string | undefined;
  let minId: number | undefined;
  for (;;) {
    const page = await ask({
      ...(since === undefined ? {} : { since }),
      limit: since === undefined ? 1 : ALBUM_FEED_PAGE,
      ...(minId === undefined ? {} : { min_id: minId }),
    });
    if (!page) return { ok: false };
    next ??= page.at;
    for (const photo of page.photos) photos.push(photo);
    const last = page.photos.at(-1);
    if (since === undefined || !page.has_more || !last) break;
    minId = last.id;
  }
  return { ok: true, photos, next };
};
