import { z } from 'zod';
import { isSupportedUploadFile, UPLOAD_EXTENSIONS } from './files.ts';

/** Talk §4/§5 upload texts: the first three verbatim, the others in the same style. */
export const UPLOAD_MESSAGE = {
  unsupported: '未サポートのファイルが含まれています。',
  noValidFiles: '有効なファイルがアップロードされていません。',
  failedTitle: 'アップロード失敗',
  /** The reason shown on each file a user cancel stopped (talk §4: they count as failed). */
  canceled: 'キャンセルしました',
  /** Ours (issue 8, ADR 013): the malware scan found something; nothing was stored. */
  malwareFound: 'ウイルスが検出されたため、アップロードできません。',
  /** Ours (ADR 013): the scanner could not be reached or did not answer in time, so the upload is refused. */
  scanUnavailable:
    'ウイルス検査を実行できなかったため、アップロードできませんでした。しばらくしてから再度お試しください。',
  /** A cancel that came after the server had stored the file, and removing it then failed (designed). */
  cancelTooLate: 'キャンセルする前に送信済みのファイルを取り消せませんでした。トークから削除してください。',
  /** Designed: the upload's id (upload_id) is not a UUID. */
  uploadIdFormat: 'アップロードIDの形式が正しくありません。',
  /** Designed: the uploader cancelled this upload (cancelUpload) before the server stored it. */
  uploadCancelled: 'このアップロードはキャンセルされました。',
} as const;

/**
 * Designed: the client's id for one upload (a UUID it makes per file and try), which cancelUpload names
 * so the server refuses or withdraws the upload whatever the browser had sent (talk §4 キャンセル).
 */
export const uploadIdSchema = z.uuid({ error: UPLOAD_MESSAGE.uploadIdFormat });

/** Said after a user cancel: how many files were stopped (talk §4 counts them failed). */
export const uploadsCanceledMessage = (count: number): string =>
  `アップロードをキャンセルしました。送信されなかったファイル：${count}件`;

/** '未サポートのファイルが含まれています。' followed by the allowed types. */
export const unsupportedFilesMessage = (): string =>
  `${UPLOAD_MESSAGE.unsupported}\nアップロードできるファイル形式：${UPLOAD_EXTENSIONS.join('、')}`;

/** Above the photo limit the user confirms that the extra photos are not uploaded. */
export const photoLimitConfirmMessage = (limit: number): string =>
  `一度に選択できる写真は${limit}枚までです。${limit + 1}枚目以降の写真はアップロードされません。よろしいですか？`;

const megabytes = (bytes: number): string => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** The per-file maximum size message. */
export const fileTooLargeMessage = (fileName: string, maxBytes: number): string =>
  `「${fileName}」はファイルサイズが大きすぎます。${megabytes(maxBytes)}MB以下のファイルを選択してください。`;

/**
 * Talk §5: splits chosen files into the ones to upload and the ones refused,
 * with the message to show: none valid → '有効なファイルが…', some refused →
 * the unsupported message with the allowed types, otherwise null.
 */
export const partitionUploadFiles = <T extends { name: string }>(files: readonly T[]) => {
  const supported = files.filter((f) => isSupportedUploadFile(f.name));
  const unsupported = files.filter((f) => !isSupportedUploadFile(f.name));
  const message =
    supported.length === 0
      ? UPLOAD_MESSAGE.noValidFiles
      : unsupported.length > 0
        ? unsupportedFilesMessage()
        : null;
  return { supported, unsupported, message };
};

/** Talk §4: in a tagged upload the first file goes last, flagged `is_latest`, so the server knows the batch is done. */
export const taggedUploadOrder = <T>(files: readonly T[]): { file: T; is_latest: boolean }[] => {
  const [first, ...rest] = files;
  if (first === undefined) return [];
  return [...rest.map((file) => ({ file, is_latest: false })), { file: first, is_latest: true }];
};

/** Talk §4/§9 upload constants: the placeholder id, the resize box and the failed-upload thumbnail. */
export const UPLOAD = {
  placeholderId: 'upload',
  resize: { width: 1600, height: 1200, format: 'jpeg' },
  failedThumbnailSize: 250,
} as const;

/**
 * Talk §4: a user cancel stops the remaining uploads and counts them as
 * failed, so the failure count is everything that did not succeed.
 */
export const uploadFailureCount = (p: { total: number; succeeded: number }): number =>
  Math.max(0, p.total - p.succeeded);
