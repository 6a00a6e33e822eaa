import { charLength } from '../text/displayLength.ts';

/**
 * Talk §5 download name maximum. The spec gives no value: 100 characters keeps
 * a name plus a typical Windows "Downloads" folder under the 260-character
 * path limit, and is short enough to read in Explorer and Finder.
 */
export const DOWNLOAD_FILE_NAME_MAX = 100;

/**
 * Cuts a name to `max` characters (code points, so no emoji is split),
 * keeping the extension; `truncated` tells the caller to show the notice.
 */
export const truncateDownloadFileName = (
  name: string,
  max: number = DOWNLOAD_FILE_NAME_MAX,
): { name: string; truncated: boolean } => {
  if (charLength(name) <= max) return { name, truncated: false };
  // A "dot" more than 10 characters from the end is part of the name, not an extension.
  const lastDot = name.lastIndexOf('.');
  const ext =
    // Stryker disable next-line EqualityOperator: equivalent, a dot at 0 makes the "extension" the whole name, longer than max.
    lastDot > 0 && charLength(name.slice(lastDot)) <= Math.min(10, max) ? name.slice(lastDot) : '';
  const keep = Math.max(0, max - charLength(ext));
  // The part before the extension is longer than `keep` (the whole name is over max), so its first
  // `keep` characters are the name's.
  return { name: [...name].slice(0, keep).join('') + ext, truncated: true };
};

/** Talk §4 progress text, verbatim: 'ダウンロード中 n/total'. */
export const downloadProgressMessage = (n: number, total: number): string => `ダウンロード中 ${n}/${total}`;

/** Talk §4 completion message, with the notice when names were cut. */
export const downloadCompleteMessage = (truncated: boolean): string =>
  truncated
    ? 'ダウンロードが完了しました。\nファイル名が長いため、一部のファイル名を短縮しました。'
    : 'ダウンロードが完了しました。';

/** Talk §4 album delete: photos are only hidden (del_flg 1), so the message does not say "permanently". */
export const albumDeleteConfirmMessage = (includesContractorServicePhotos: boolean): string =>
  includesContractorServicePhotos
    ? '選択した写真を削除しますか？\n元請会社の施工アルバムからも削除されます。'
    : '選択した写真を削除しますか？';

/** Talk §4: deleting sets del_flg to this value. */
export const ALBUM_DELETED_FLAG = 1;

/** Talk §2 album grouping modes. */
/**
 * The album's groupings (talk §2: folder, registration date, shooting date, member name), and the place
 * and time categories (talk §3's building_picture_place_id / _time_id), whose photos keep the order a
 * member dragged them into (place_sort_id / time_sort_id, updateBuildingPictureLastSorting).
 */
export const ALBUM_GROUP_BY = [
  'folder',
  'registrationDate',
  'shootingDate',
  'memberName',
  'place',
  'time',
] as const;
export type AlbumGroupBy = (typeof ALBUM_GROUP_BY)[number];

/** Talk §9: black-board photos carry this suffix in their path. */
export const BLACK_BOARD_PATH_SUFFIX = '_BLACK_BOARD_GP';
export const isBlackBoardPhotoPath = (path: string): boolean =>
  path.replace(/\.[^./]+$/, '').endsWith(BLACK_BOARD_PATH_SUFFIX);

/** Talk §4: pickup-flagged items sort first; the order is otherwise kept. */
export const comparePickupFirst = (
  a: { pickup_flg?: number | null },
  b: { pickup_flg?: number | null },
): number => Number(b.pickup_flg === 1) - Number(a.pickup_flg === 1);

/**
 * Talk §2 thumbnails per row: the window width less the side menu (305 open,
 * 60 collapsed), divided by the cell width (192 album, 140 talk/daily); at least 1.
 */
export const thumbnailsPerRow = (windowWidth: number, sideMenuOpen: boolean, cellWidth: number): number =>
  Math.max(1, Math.floor((windowWidth - (sideMenuOpen ? 305 : 60)) / cellWidth));

/** Talk §4: an updated contractor file that is still unread is marked read when opened. */
export const needsReadMark = (file: { readed?: number | null }): boolean => file.readed !== 1;
