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
