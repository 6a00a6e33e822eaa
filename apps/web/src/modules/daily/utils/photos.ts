import type { TAlbumPhoto } from '@genba/api-client/schemas';
import type { StoredPhoto } from '@genba/ui/photo-attachments';

/** An album photo as the daily form and the detail page show it: the thumbnail, and the original to open. */
export const toStoredPhoto = (p: TAlbumPhoto): StoredPhoto => ({
  id: p.id,
  name: p.building_picture_upload_filename,
  src: p.building_picture_thum_path,
  largeSrc: `/api/album/photo/${p.id}/original`,
});
