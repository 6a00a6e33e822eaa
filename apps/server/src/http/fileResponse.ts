/**
 * A stored file sent back to the browser: album photos, business-history files and board files
 * all answer with the same headers, so the filename encoding and nosniff live in one place.
 */

/** RFC 6266 / 5987: the original name for browsers that read filename*, an ASCII stand-in otherwise. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string): string =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A member's upload opened as a page runs nothing: no script, style sheet, frame or form, in a
 * sandbox with an opaque origin, and it may not be framed. Images still display (a top-level image
 * is the document itself), as do inline styles a browser's own image and PDF viewers add.
 */
export const STORED_FILE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** Only this member's browser may keep a file; a URL that never changes under its key may keep it a day. */
export const PRIVATE_DAY = 'private, max-age=86400';

export const fileResponse = (
  bytes: Uint8Array<ArrayBuffer>,
  file: { contentType: string; disposition: string; cacheControl: string },
): Response =>
  new Response(bytes, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': STORED_FILE_CSP,
      'content-disposition': file.disposition,
      'cache-control': file.cacheControl,
    },
  });
