import { jstParts } from '../internal/date.ts';

/** Punctuation, symbols, separators (all whitespace) and control characters: removed from name parts. */
const SYMBOLS_AND_SPACES = /[\p{P}\p{S}\p{Z}\p{C}]/gu;

const clean = (s: string): string => s.replace(SYMBOLS_AND_SPACES, '');

const yyyymmdd = (d: Date): string => {
  const p = jstParts(d);
  return `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
};

const isValidDate = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

export type AlbumDownloadNameParts = {
  caseName: string;
  registeredAt: Date;
  shotAt: Date | null;
  /** 0-based position of the photo in the download; printed 1-based as 001, 002… */
  index: number;
  tags: string[];
  /** Original extension, with or without the leading dot ('JPG' and '.JPG' both give '.JPG'). */
  extension: string;
};

/**
 * Talk §5 tag-mode download name: case name, registration date, shooting
 * date, 3-digit running number and tags, joined by '_'. Each part loses its
 * symbols and whitespace (Japanese letters, digits and 'ー' stay). Dates are
 * `YYYYMMDD` in Japan. A missing or invalid shooting date and tags that are
 * empty after cleaning are dropped rather than left as '__'. The extension is
 * kept as it was. Length is not limited here: see `truncateDownloadFileName`.
 */
export const albumDownloadFileName = (p: AlbumDownloadNameParts): string => {
  const parts = [
    clean(p.caseName),
    isValidDate(p.registeredAt) ? yyyymmdd(p.registeredAt) : '',
    isValidDate(p.shotAt) ? yyyymmdd(p.shotAt) : '',
    String(p.index + 1).padStart(3, '0'),
    ...p.tags.map(clean),
  ].filter((part) => part !== '');
  const ext = p.extension.replace(/^\./, '');
  return ext ? `${parts.join('_')}.${ext}` : parts.join('_');
};

/**
 * Talk §6: the company setting `album_download` picks the download name. The
 * spec does not give its values: 1 selects the tag mode, anything else keeps
 * the name the photo was uploaded with.
 */
export const ALBUM_DOWNLOAD_NAME_MODE = { original: 0, tag: 1 } as const;
export type AlbumDownloadNameMode = (typeof ALBUM_DOWNLOAD_NAME_MODE)[keyof typeof ALBUM_DOWNLOAD_NAME_MODE];

/** The choices of /setting/album-download, in the order shown. */
export const ALBUM_DOWNLOAD_NAME_MODE_LABELS: Record<AlbumDownloadNameMode, string> = {
  [ALBUM_DOWNLOAD_NAME_MODE.original]: 'アップロードしたときのファイル名',
  [ALBUM_DOWNLOAD_NAME_MODE.tag]: 'タグ名でダウンロード（現場名_登録日_撮影日_連番_タグ）',
};

export const albumDownloadName = (
  albumDownloadSetting: number | null | undefined,
  photo: { building_picture_upload_filename: string },
  parts: AlbumDownloadNameParts,
): string =>
  albumDownloadSetting === ALBUM_DOWNLOAD_NAME_MODE.tag
    ? albumDownloadFileName(parts)
    : photo.building_picture_upload_filename;

/** A wire date-time ('YYYY-MM-DD HH:mm:ss', Japan time) as a Date; null when empty or not a date. */
const fromWireJst = (value: string | null): Date | null => {
  if (!value) return null;
  const d = new Date(`${value.replace(' ', 'T')}+09:00`);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The fields of an album photo (talk §3) that its download name is made of. */
export type AlbumPhotoNameSource = {
  attendance_field_name: string;
  regist_datetime: string;
  building_picture_datetime: string | null;
  building_picture_upload_filename: string;
  tags: readonly { name: string }[];
};

/**
 * The download name of the `index`-th photo (0-based) of a download, as the
 * company's album_download setting says: in tag mode from the project's case
 * name, the registration and shooting dates (Japan time; an invalid shooting
 * date is left out), the running number and the tag names; otherwise the
 * name it was uploaded with. Not cut to length: see `truncateDownloadFileName`.
 */
export const albumPhotoDownloadName = (
  albumDownloadSetting: number | null | undefined,
  photo: AlbumPhotoNameSource,
  index: number,
): string => {
  const original = photo.building_picture_upload_filename;
  const dot = original.lastIndexOf('.');
  return albumDownloadName(albumDownloadSetting, photo, {
    caseName: photo.attendance_field_name,
    registeredAt: fromWireJst(photo.regist_datetime) ?? new Date(Number.NaN),
    shotAt: fromWireJst(photo.building_picture_datetime),
    index,
    tags: photo.tags.map((t) => t.name),
    extension: dot > 0 ? original.slice(dot + 1) : '',
  });
};
