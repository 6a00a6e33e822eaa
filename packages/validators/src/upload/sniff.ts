/**
 * Upload content checks (talk §5, issue 12): the server trusts the bytes, not
 * the file name. A file is accepted only when its first bytes are those of an
 * allowed type; the extension must then agree with what the bytes say.
 */
export const SNIFFED_TYPES = ['jpeg', 'png', 'gif', 'bmp', 'pdf', 'ole', 'zip'] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** The type the first bytes announce, or null when none of the allowed ones. */
export const sniffFileType = (bytes: Uint8Array): SniffedType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // doc / xls (OLE compound file) and docx / xlsx (zip).
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
};

const EXTENSIONS_OF: Record<SniffedType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  ole: ['doc', 'xls'],
  zip: ['docx', 'xlsx'],
};

/** Content types the server answers with; documents are always sent as attachments. */
export const CONTENT_TYPE_OF: Record<SniffedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  ole: 'application/octet-stream',
  zip: 'application/octet-stream',
};

export const isImageType = (t: SniffedType): boolean => t === 'jpeg' || t === 'png' || t === 'gif' || t === 'bmp';

/** Whether the bytes' type and the extension agree (a PNG named .jpg is still a photo: both images). */
export const contentMatchesExtension = (type: SniffedType, extension: string): boolean => {
  const ext = extension.toLowerCase();
  if (isImageType(type)) return ['jpg', 'jpeg', 'png', 'gif', 'bmp'].includes(ext);
  return EXTENSIONS_OF[type].includes(ext);
};

/**
 * Album upload limits. The spec shows no values (talk §5, §9); these are ours:
 * - 20 MB per photo: a 48-megapixel phone JPEG is about 12 MB, a black-board
 *   photo is stored as shot, so the limit must hold originals;
 * - 100 megapixels: the decoder refuses larger headers before decoding
 *   (a 30000×30000 header would need 3.6 GB of pixels);
 * - 300 photos per selection (a day's photos of one site), above which the
 *   user confirms that the rest is not uploaded;
 * - 3 uploads at once: keeps a phone's uplink busy without starving the page.
 */
export const ALBUM_UPLOAD_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 100_000_000,
  maxPhotosPerSelection: 300,
  concurrency: 3,
  /** Server thumbnails: the longer side, in pixels (two album cells of 192 at device pixel ratio 2 fit). */
  thumbnailSize: 384,
} as const;
