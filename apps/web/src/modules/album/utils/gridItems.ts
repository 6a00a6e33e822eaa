import type { TAlbumPhoto } from '@genba/api-client/schemas';
import type { AlbumGridItem } from '@genba/ui/album-grid';

/** A server photo as a grid tile: the thumbnail URL, the upload file name as alt text. */
export const toGridItem = (p: TAlbumPhoto): AlbumGridItem => ({
  id: p.id,
  src: p.building_picture_thum_path,
  name: p.building_picture_upload_filename,
  folderName: p.folder_name,
  registeredDate: p.regist_date,
  shotDate: p.building_picture_datetime?.slice(0, 10) ?? null,
  memberName: p.regist_user_name,
  board: p.board_flg === 1,
  pickup: p.pickup_flg === 1,
  unread: p.readed !== 1,
  placeId: p.building_picture_place_id,
  placeName: p.building_picture_place_name,
  placeSort: p.place_sort_id,
  timeId: p.building_picture_time_id,
  timeName: p.building_picture_time_name,
  timeSort: p.time_sort_id,
});

/** Whether the photo's tile would be this one (toGridItem's fields, read without building a tile). */
const showsAs = (item: AlbumGridItem, p: TAlbumPhoto): boolean =>
  item.id === p.id &&
  item.src === p.building_picture_thum_path &&
  item.name === p.building_picture_upload_filename &&
  item.folderName === p.folder_name &&
  item.registeredDate === p.regist_date &&
  item.shotDate === (p.building_picture_datetime?.slice(0, 10) ?? null) &&
  item.memberName === p.regist_user_name &&
  item.board === (p.board_flg === 1) &&
  item.pickup === (p.pickup_flg === 1) &&
  item.unread === (p.readed !== 1) &&
  // The place and time groupings and their saved order (a drag moves the sort ids, nothing else).
  item.placeId === p.building_picture_place_id &&
  item.placeName === p.building_picture_place_name &&
  item.placeSort === p.place_sort_id &&
  item.timeId === p.building_picture_time_id &&
  item.timeName === p.building_picture_time_name &&
  item.timeSort === p.time_sort_id;

/** Each photo record's tile: records are replaced, never changed, so a record's tile stays right. */
const tileOf = new WeakMap<TAlbumPhoto, AlbumGridItem>();

/**
 * The photos as tiles, each made once per record (a new page of photos maps
 * only its own: remapping every photo per page was quadratic over 100,000,
 * issue 12), or the previous tiles themselves when no tile changed: a 適用
 * of tags answers a new record for every selected photo, but a tile shows no
 * tags, so the grid keeps its groups and rows instead of grouping 100,000
 * photos again.
 */
export const gridItemsOf = (
  photos: readonly TAlbumPhoto[],
  previous: readonly AlbumGridItem[] | null,
): readonly AlbumGridItem[] => {
  let same = previous?.length === photos.length;
  const tiles = new Array<AlbumGridItem>(photos.length);
  for (let i = 0; i < photos.length; i++) {
    const photo = photos[i] as TAlbumPhoto;
    const before = same ? previous?.[i] : undefined;
    // A record answered by a 適用 in the same place: its tile is compared, not remembered (100,000
    // entries added to the WeakMap in the click cost more than the comparison).
    let tile = before && showsAs(before, photo) ? before : tileOf.get(photo);
    if (tile === undefined) {
      tile = toGridItem(photo);
      tileOf.set(photo, tile);
    }
    tiles[i] = tile;
    if (tile !== before) same = false;
  }
  return same && previous ? previous : tiles;
};
