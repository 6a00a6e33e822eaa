import type { ApiClient, Endpoints } from '@genba/api-client';
import { EXIF_THUMBNAIL_TOO_LARGE, readExif } from './exif.ts';
import { resizedPhotoName, resizeForUpload } from './resize.ts';

/** The site album a photo goes into, and who stores it (talk §7 storeAlbum). */
export type UploadTarget = {
  fieldId: number;
  chatroomId: number;
  memberId: number;
  companyId: number;
  officeId: number;
};

export type StoreAlbumPhotoOptions = {
  /** The idempotency key: the same key on a retry, so a lost answer never stores the photo twice. */
  key: string;
  /** A black-board photo, sent as shot; left out, the server's default (not one) and resized. */
  board?: boolean;
  /** Tags the photo carries (talk §7 tag_setting_ids[]). */
  tagIds?: number[];
  /** The last file of a tagged upload (talk §4 is_latest). */
  latest?: boolean;
};

let counter = 0;
/** A fresh idempotency key for one chosen file. */
export const newUploadKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${++counter}`;

/**
 * One photo into a site album, prepared as every album upload is: EXIF read (a too-large
 * thumbnail is refused), resized to 1600×1200 JPEG unless it is a black-board photo. The album's
 * upload and the daily form's photos both call this; the caller reads the answer.
 */
export const storeAlbumPhoto = async (
  client: ApiClient<Endpoints>,
  file: File,
  target: UploadTarget,
  { key, board, tagIds = [], latest = false }: StoreAlbumPhotoOptions,
) => {
  const exif = await readExif(file);
  if (exif.thumbnailTooLarge) throw new Error(EXIF_THUMBNAIL_TOO_LARGE);
  // Black-board photos go as shot: their bytes are the evidence (MLIT photo rules).
  const body = board ? file : await resizeForUpload(file);
  const named =
    body instanceof File ? body : new File([body], resizedPhotoName(file.name), { type: 'image/jpeg' });
  return client.call('storeAlbum', {
    body: {
      field_id: target.fieldId,
      chatroom_id: target.chatroomId,
      member_id: target.memberId,
      company_id: target.companyId,
      office_id: target.officeId,
      file: named,
      sent: 0,
      building_picture_datetime: exif.shotAt,
      tag_setting_ids: tagIds,
      api_version: 1,
      ...(latest ? { is_latest: 1 } : {}),
      ...(board === undefined ? {} : { board_flg: board ? 1 : 0 }),
      idempotency_key: key,
    },
  });
};
