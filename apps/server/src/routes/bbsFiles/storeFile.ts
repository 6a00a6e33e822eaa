import { randomUUID } from 'node:crypto';
import {
  BBS_FILE_LIMITS,
  CONTENT_TYPE_OF,
  cleanUploadName,
  contentMatchesExtension,
  fileExtension,
  fileTooLargeMessage,
  sniffFileType,
  unsupportedFilesMessage,
} from '@genba/validators';
import { validationFailed } from '../../http/errors.ts';
import { scanUpload, type UploadScanDeps } from '../../http/scanUpload.ts';
import type { StoredFile } from './queries.ts';

/**
 * Checks an uploaded board or chat file by its bytes, not its name (issue 11 §8): the first
 * bytes must be one of talk §5's types and agree with the extension (an HTML page named
 * .pdf, a script named .docx are refused), it must fit BBS_FILE_LIMITS, and the malware
 * scan must find nothing (ADR 013). Then the bytes
 * go to the storage adapter the album uses, under a key of our own making (the uploaded name
 * never reaches a path). Nothing is stored when a check fails.
 */
export const storeBoardFileBytes = async (
  deps: UploadScanDeps,
  roomId: number,
  file: Blob,
): Promise<StoredFile> => {
  const fileName = cleanUploadName('name' in file ? String(file.name) : 'file');
  if (file.size > BBS_FILE_LIMITS.maxBytes)
    throw validationFailed({ file: [fileTooLargeMessage(fileName, BBS_FILE_LIMITS.maxBytes)] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  await scanUpload(deps, bytes, fileName);
  const type = sniffFileType(bytes.subarray(0, 16));
  const extension = fileExtension(fileName);
  if (!type || !contentMatchesExtension(type, extension))
    throw validationFailed({ file: [unsupportedFilesMessage()] });
  const mime = CONTENT_TYPE_OF[type];
  const storageKey = `bbs/${roomId}/${randomUUID()}.${extension}`;
  await deps.adapters.storage.put(storageKey, bytes, mime);
  return { fileName, storageKey, mime, size: bytes.byteLength };
};

/** Multipart overhead over the largest file a board takes. */
export const BOARD_UPLOAD_BODY_BYTES = BBS_FILE_LIMITS.maxBytes + 1024 * 1024;
