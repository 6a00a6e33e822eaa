/**
 * Upload content checks (talk §5, issue 12): the server trusts the bytes, not
 * the file name. A file is accepted only when its first bytes are those of an
 * allowed type; the extension must then agree with what the bytes say.
 */
export const SNIFFED_TYPES = ['jpeg', 'png', 'gif', 'bmp', 'pdf', 'ole', 'zip'] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number];

// A byte past the end reads as undefined and matches no signature byte, so no length check is needed.
const startsWith = (bytes: Uint8Array, sig: readonly number[]): boolean =>
  sig.every((b, i) => bytes[i] === b);

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

type ImageType = 'jpeg' | 'png' | 'gif' | 'bmp';

/** The extensions of the document types (an image may carry any image extension, below). */
const EXTENSIONS_OF: Record<Exclude<SniffedType, ImageType>, readonly string[]> = {
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

export const isImageType = (t: SniffedType): t is ImageType =>
  t === 'jpeg' || t === 'png' || t === 'gif' || t === 'bmp';

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

/**
 * An image's width and height read from its header alone (no decoding), or
 * null when the header cannot be read. JPEG: the first SOF marker; PNG: IHDR;
 * GIF: the logical screen; BMP: the info header.
 */
export const imageHeaderSize = (bytes: Uint8Array): { width: number; height: number } | null => {
  const type = sniffFileType(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fits = (end: number) => bytes.length >= end;
  if (type === 'png') return fits(24) ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  if (type === 'gif')
    return fits(10) ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null;
  if (type === 'bmp')
    return fits(26)
      ? { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) }
      : null;
  if (type !== 'jpeg') return null;
  let at = 2;
  while (fits(at + 4)) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return fits(at + 9) ? { width: view.getUint16(at + 7), height: view.getUint16(at + 5) } : null;
    // Stryker disable next-line ConditionalExpression: equivalent, after a length of 0 or 1 the next "marker" is this length's own low byte (never 0xff), which returns null too.
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
};
