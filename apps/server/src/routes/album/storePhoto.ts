import type { TAlbumPhoto } from '@genba/api-client/schemas';
import { ALBUM_UPLOAD_LIMITS, fileTooLargeMessage } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import type { BoardSettings } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { scanUpload, type UploadScanDeps } from '../../http/scanUpload.ts';
import {
  type CheckedImage,
  checkImage,
  EXTENSION_OF,
  ImageRejected,
  makeThumbnail,
  photoKeys,
} from './image.ts';
import { findPhotoByIdempotencyKey, findPhotos, insertPhoto, type PhotoRow } from './queries.ts';
import { toWirePhotos } from './wire.ts';

/**
 * Storing a new photo, shared by the album upload (storeAlbum) and the photo
 * sends of talk (sendFieldPhoto): the same size limit, the same content
 * sniffing and header-dimension check, the same thumbnail, the same storage
 * adapter and the same idempotency. Access checks stay with the callers.
 */

export type NewPhotoInput = {
  companyId: number;
  fieldId: number;
  memberId: number;
  file: Blob;
  shotAt: Date | null;
  folderId: number | null;
  tagIds: number[];
  /** 1 when the photo was sent into a chat room. */
  sent: 0 | 1;
  board: boolean;
  boardSettings: BoardSettings | null;
  idempotencyKey: string | null;
  /** A photo sent in a site room: the client's id for its upload, which cancelUpload may name. */
  uploadId?: string | undefined;
};

export const wirePhotosOf = async (db: Db, ids: number[]): Promise<TAlbumPhoto[]> =>
  toWirePhotos(await findPhotos(db, ids));

const wirePhoto = async (db: Db, id: number): Promise<TAlbumPhoto> => {
  const [photo] = await wirePhotosOf(db, [id]);
  if (!photo) throw new Error(`album photo ${id} was not found after storing it`);
  return photo;
};

export type StoredImage = {
  fileName: string;
  byteSize: number;
  checked: CheckedImage;
  keys: { original: string; thumb: string };
  shotAt: typeof shotAtOf;
  /** Removes both files again: the caller's row could not be written. */
  remove: () => Promise<void>;
};

/**
 * The checks and the files of a new photo, without its row: size, the malware
 * scan (ADR 013), content sniffing and header dimensions, the thumbnail, and both files put into
 * storage under the keys `keysOf` makes from the sniffed extension. Shared by
 * album photos and the group and private room photos of talk.
 */
export const storeCheckedImage = async (
  deps: UploadScanDeps,
  file: Blob,
  keysOf: (extension: string, type: CheckedImage['type']) => { original: string; thumb: string },
): Promise<StoredImage> => {
  const fileName = 'name' in file ? String(file.name) : 'photo.jpg';
  if (file.size > ALBUM_UPLOAD_LIMITS.maxBytes) {
    throw validationFailed({ file: [fileTooLargeMessage(fileName, ALBUM_UPLOAD_LIMITS.maxBytes)] });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Before sniffing, so malware dressed as a photo is named as malware, and before any write.
  await scanUpload(deps, bytes, fileName);
  const { storage } = deps.adapters;
  let checked: CheckedImage;
  let thumb: Uint8Array;
  try {
    checked = await checkImage(bytes, fileName);
    thumb = await makeThumbnail(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw validationFailed({ file: [error.message] });
    throw error;
  }
  const keys = keysOf(EXTENSION_OF[checked.type], checked.type);
  const remove = async () => {
    await storage.delete(keys.original);
    await storage.delete(keys.thumb);
  };
  try {
    await storage.put(keys.original, bytes, checked.contentType);
    await storage.put(keys.thumb, thumb, 'image/jpeg');
  } catch (error) {
    await remove();
    throw error;
  }
  return { fileName, byteSize: bytes.byteLength, checked, keys, shotAt: shotAtOf, remove };
};

/** Checks, stores (files first, row last) and answers the photo; a retried key answers the stored one. */
export const storeNewPhoto = async (
  db: Db,
  deps: UploadScanDeps,
  input: NewPhotoInput,
): Promise<{ photo: TAlbumPhoto; created: boolean }> => {
  if (input.idempotencyKey) {
    const earlier = await findPhotoByIdempotencyKey(db, input.memberId, input.idempotencyKey);
    if (earlier) return { photo: await wirePhoto(db, earlier.id), created: false };
  }
  const stored = await storeCheckedImage(deps, input.file, (_ext, type) =>
    photoKeys(input.fieldId, type, input.board),
  );
  const { checked, keys } = stored;
  // Files first, row last: a failure in between removes the files, so no row points at nothing
  // and no file is left without a row.
  let row: PhotoRow | null = null;
  try {
    row = await insertPhoto(
      db,
      {
        companyId: input.companyId,
        fieldId: input.fieldId,
        registMemberId: input.memberId,
        storageKey: keys.original,
        thumbKey: keys.thumb,
        uploadFilename: stored.fileName,
        contentType: checked.contentType,
        byteSize: stored.byteSize,
        width: checked.width,
        height: checked.height,
        sha256: checked.sha256,
        boardFlg: input.board ? 1 : 0,
        boardSettings: input.boardSettings,
        shotAt: input.shotAt,
        folderId: input.folderId,
        sent: input.sent,
        idempotencyKey: input.idempotencyKey,
        uploadId: input.uploadId ?? null,
      },
      input.tagIds,
    );
  } finally {
    if (!row) await stored.remove();
  }
  if (row) return { photo: await wirePhoto(db, row.id), created: true };
  // A concurrent retry with the same key won the race: answer its photo.
  const winner = input.idempotencyKey
    ? await findPhotoByIdempotencyKey(db, input.memberId, input.idempotencyKey)
    : undefined;
  if (!winner) throw new Error('storeNewPhoto: the photo was not stored');
  return { photo: await wirePhoto(db, winner.id), created: false };
};

/** The wire's shooting time ('YYYY-MM-DD HH:mm:ss', Japan time; '' when unknown). */
export const shotAtOf = (value: string | undefined): Date | null =>
  value ? new Date(`${value.replace(' ', 'T')}+09:00`) : null;
