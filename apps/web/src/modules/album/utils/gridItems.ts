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
  item.unread === (p.readed !== 1);

/**
 * The photos as tiles, or the previous tiles themselves when no tile would
 * change: a 適用 of tags answers a new record for every selected photo, but a
 * tile shows no tags, so the grid keeps its groups and rows instead of
 * grouping 100,000 photos again (issue 12).
 */
export const gridItemsOf = (
  photos: readonly TAlbumPhoto[],
  previous: readonly AlbumGridItem[] | null,
): readonly AlbumGridItem[] => {
  if (previous?.length === photos.length) {
    let same = true;
    for (let i = 0; i < photos.length && same; i++)
      same = showsAs(previous[i] as AlbumGridItem, photos[i] as TAlbumPhoto);
    if (same) return previous;
  }
  return photos.map(toGridItem);
};
