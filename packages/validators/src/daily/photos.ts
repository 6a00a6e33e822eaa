import { isSupportedImageFile, UPLOAD_IMAGE_EXTENSIONS } from '../upload/files.ts';
import { fileTooLargeMessage, UPLOAD_MESSAGE } from '../upload/messages.ts';
import { ALBUM_UPLOAD_LIMITS } from '../upload/sniff.ts';

/**
 * Photos of a daily report. Talk §3: they are uploaded through the album (storeAlbum) and the
 * report carries only their ids (buildingPictures are removed before sending). Types and the
 * per-file size are the album's (talk §5: jpg, jpeg, png, bmp, gif; the album's 20 MB). The spec
 * gives no count for a daily: 20 is designed (a day's site photos, two rows of the 140 px
 * talk/daily cells of talk §9 on a PC), and the server enforces it.
 */
export const DAILY_PHOTO_LIMITS = {
  maxPhotos: 20,
  maxBytes: ALBUM_UPLOAD_LIMITS.maxBytes,
  extensions: UPLOAD_IMAGE_EXTENSIONS,
} as const;

/** Messages of daily photos (designed: the spec shows no daily messages). */
export const DAILY_PHOTO_MESSAGE = {
  tooMany: `写真は1つの日報に${DAILY_PHOTO_LIMITS.maxPhotos}枚まで添付できます。`,
  leftOut: (count: number) =>
    `写真は1つの日報に${DAILY_PHOTO_LIMITS.maxPhotos}枚まで添付できます。${count}枚は添付されませんでした。`,
  onlyImages: `${UPLOAD_MESSAGE.unsupported}\n添付できるファイル形式：${UPLOAD_IMAGE_EXTENSIONS.join('、')}`,
  notOnSite: 'この現場の写真ではありません。',
  uploading: '写真のアップロードが終わるまでお待ちください。',
  failed: 'アップロードに失敗した写真があります。再送するか削除してから登録してください。',
  uploadFailed: '写真をアップロードできませんでした。',
  /** Attached photos belong to the chosen site's album, so the site stays once there are any. */
  siteFixed: '写真を添付した日報は現場を変更できません',
} as const;

/** What a chosen file needs for the checks (a File fits). */
export type ChosenPhotoFile = { name: string; size: number };

/**
 * The files chosen for a daily, checked before any upload: images only, each within the size
 * limit, and no more than the photos still free on the report (`attached` are already on it).
 * Answers what to upload and one message for everything left out (null when nothing was).
 */
export const chooseDailyPhotos = <F extends ChosenPhotoFile>(
  files: readonly F[],
  attached: number,
): { accepted: F[]; message: string | null } => {
  const messages: string[] = [];
  const images = files.filter((f) => isSupportedImageFile(f.name));
  if (images.length < files.length) messages.push(DAILY_PHOTO_MESSAGE.onlyImages);
  const sized = images.filter((f) => {
    if (f.size <= DAILY_PHOTO_LIMITS.maxBytes) return true;
    messages.push(fileTooLargeMessage(f.name, DAILY_PHOTO_LIMITS.maxBytes));
    return false;
  });
  const room = Math.max(0, DAILY_PHOTO_LIMITS.maxPhotos - attached);
  const accepted = sized.slice(0, room);
  if (sized.length > room) messages.push(DAILY_PHOTO_MESSAGE.leftOut(sized.length - room));
  return { accepted, message: messages.length > 0 ? messages.join('\n') : null };
};
