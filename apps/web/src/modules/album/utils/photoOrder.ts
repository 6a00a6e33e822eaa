import type { TAlbumPhoto } from '@genba/api-client/schemas';
import type { AlbumFilter } from '../hooks/albumFirstPage.ts';

export type SortType = 'place' | 'time';

/** Why a place or time group cannot be ordered now, said as the page shows it; null when it can. */
export const ALBUM_ORDER_MESSAGES = {
  saved: '並び順を保存しました。',
  loading: '写真をすべて読み込んでから並べ替えてください。',
  search: '検索条件を外してから並べ替えてください。',
  projects: '並べ替えは現場ごとに行ってください。',
} as const;

/**
 * Whether a group's photos can be ordered: the order saved is the whole category's (each photo's
 * index becomes its sort id), so every photo of it must be loaded (no older page to come), none
 * hidden by a search, and all of one project (the server orders one field_id's photos at a time).
 */
export const orderBlocker = (
  photos: readonly TAlbumPhoto[],
  state: { loadingMore: boolean; search: AlbumFilter },
): keyof typeof ALBUM_ORDER_MESSAGES | null => {
  if (state.loadingMore) return 'loading';
  if (
    Object.values(state.search).some(
      (v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    )
  )
    return 'search';
  const field = photos[0]?.attendance_field_id;
  if (photos.some((p) => p.attendance_field_id !== field)) return 'projects';
  return null;
};

/**
 * The photos of a group in their new order carrying it: each one's index as its place_sort_id or
 * time_sort_id, as the server stores it (updateBuildingPictureLastSorting). Only those whose sort id
 * changes are answered (the album replaces them in place).
 */
export const withSavedOrder = (ordered: readonly TAlbumPhoto[], sortType: SortType): TAlbumPhoto[] => {
  const changed: TAlbumPhoto[] = [];
  ordered.forEach((photo, index) => {
    if (sortType === 'place' ? photo.place_sort_id === index : photo.time_sort_id === index) return;
    changed.push(
      sortType === 'place' ? { ...photo, place_sort_id: index } : { ...photo, time_sort_id: index },
    );
  });
  return changed;
};
