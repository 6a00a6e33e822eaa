import { LIST_MAX } from '../input/bounds.ts';
import { ALBUM_UPLOAD_LIMITS } from '../upload/sniff.ts';

/**
 * Building files of a room's board (talk §3 building file, §4 read status, §5 uploads).
 * The spec shows no size or count limits; these are ours (designed):
 * - 20 MB per file, the album's per-photo limit: a drawing set as PDF or a photo as shot fits,
 *   and the server holds one upload in memory at most that large;
 * - 1,000 files per room, the longest list any answer carries (LIST_MAX), so the board is
 *   always one read.
 */
export const BBS_FILE_LIMITS = {
  maxBytes: ALBUM_UPLOAD_LIMITS.maxBytes,
  maxFilesPerRoom: LIST_MAX,
} as const;

/** Board file texts: the spec shows none of these; they follow its style ('…のみです。'). */
export const BBS_FILE_MESSAGE = {
  pickupManagerOnly: 'ピックアップを設定できるのは現場の管理者のみです。',
  changeForbidden: 'このファイルを変更できるのは、アップロードしたメンバーと現場の管理者のみです。',
  notFound: 'ファイルが見つかりません。',
  roomFull: `このルームに登録できるファイルは${BBS_FILE_LIMITS.maxFilesPerRoom}件までです。`,
  fileIdMismatch: 'ファイルの指定に誤りがあります。',
  otherMember: '他のメンバーの既読状態は変更できません。',
  fieldMismatch: 'このトークルームの現場ではありません。',
  uploadFailed: 'アップロードに失敗しました。',
  downloadFailed: 'ダウンロードに失敗しました。',
  empty: 'ファイルはありません。',
} as const;

/** The confirmation before a board file is deleted. */
export const bbsFileDeleteConfirm = (fileName: string): string =>
  `「${fileName}」を削除しますか？削除したファイルは元に戻せません。`;

/**
 * Who may replace or delete a board file: the member who uploaded it, or a manager of the
 * room (the server's isRoomManager; the web uses the same rule only to hide the buttons).
 */
export const canChangeBbsFile = (p: { viewerId: number; uploaderId: number; isManager: boolean }): boolean =>
  p.isManager || p.viewerId === p.uploaderId;

/** Pickup-flagged files first (talk §4), otherwise in the order given (the server's: newest first). */
export const orderBbsFiles = <T extends { pickup_flg: number }>(files: readonly T[]): T[] =>
  [...files].sort((a, b) => b.pickup_flg - a.pickup_flg);

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 999 B, 1.5 KB, 12 MB (one decimal below 10, none above). */
export const formatFileSize = (bytes: number): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Stryker disable next-line EqualityOperator: equivalent, exactly 10 of a unit reads the same with or without the decimal.
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${shown} ${UNITS[unit]}`;
};

/** The longest file name kept; longer names are cut before the extension. */
export const FILE_NAME_MAX = 200;

/**
 * The name an uploaded file is listed and downloaded under: control characters and path
 * separators dropped (a name never reaches a storage path, but it does reach headers and
 * the database), cut to FILE_NAME_MAX keeping the extension, never empty.
 */
export const cleanUploadName = (name: string): string => {
  const cleaned = [...name]
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .join('')
    .replace(/[/\\]/g, '_')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const ext = dot >= 0 ? cleaned.slice(dot) : '';
  const base = dot >= 0 ? cleaned.slice(0, dot) : cleaned;
  const cut = [...base].slice(0, Math.max(1, FILE_NAME_MAX - [...ext].length)).join('');
  return cut === '' ? `file${ext}` : `${cut}${ext}`;
};
