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
    yyyymmdd(p.registeredAt),
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

export const albumDownloadName = (
  albumDownloadSetting: number | null | undefined,
  photo: { building_picture_upload_filename: string },
  parts: AlbumDownloadNameParts,
): string =>
  albumDownloadSetting === ALBUM_DOWNLOAD_NAME_MODE.tag
    ? albumDownloadFileName(parts)
    : photo.building_picture_upload_filename;
