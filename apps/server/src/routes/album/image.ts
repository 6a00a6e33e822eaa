import { createHash, randomUUID } from 'node:crypto';
import {
  ALBUM_UPLOAD_LIMITS,
  BLACK_BOARD_PATH_SUFFIX,
  CONTENT_TYPE_OF,
  contentMatchesExtension,
  fileExtension,
  imageHeaderSize,
  isImageType,
  type SniffedType,
  sniffFileType,
  UPLOAD_MESSAGE,
} from '@genba/validators';
import { loadSharp } from './sharp.ts';

/** What the upload route learned about a file before storing it. */
export type CheckedImage = {
  type: SniffedType;
  contentType: string;
  width: number;
  height: number;
  sha256: string;
};

export const IMAGE_MESSAGE = {
  unsupported: UPLOAD_MESSAGE.unsupported,
  tooManyPixels: '画像の解像度が大きすぎます。',
  broken: '画像を読み込めませんでした。',
} as const;

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

/**
 * Checks an uploaded photo by content: the first bytes must be an allowed
 * image and agree with the extension; the header's dimensions are read
 * without decoding (sharp's metadata reads the header only), so a file that
 * claims 30000×30000 pixels is refused before any pixel memory is taken.
 */
export const checkImage = async (bytes: Uint8Array, fileName: string): Promise<CheckedImage> => {
  const type = sniffFileType(bytes.subarray(0, 16));
  if (!type || !isImageType(type) || !contentMatchesExtension(type, fileExtension(fileName))) {
    throw new ImageRejected(IMAGE_MESSAGE.unsupported);
  }
  // The header's own claim first: a 30000×30000 header is refused here, before libvips sees the file.
  const claimed = imageHeaderSize(bytes);
  if (!claimed) throw new ImageRejected(IMAGE_MESSAGE.broken);
  if (claimed.width * claimed.height > ALBUM_UPLOAD_LIMITS.maxPixels)
    throw new ImageRejected(IMAGE_MESSAGE.tooManyPixels);
  let width = 0;
  let height = 0;
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ImageRejected(IMAGE_MESSAGE.broken);
  }
  if (width < 1 || height < 1) throw new ImageRejected(IMAGE_MESSAGE.broken);
  if (width * height > ALBUM_UPLOAD_LIMITS.maxPixels) throw new ImageRejected(IMAGE_MESSAGE.tooManyPixels);
  return {
    type,
    contentType: CONTENT_TYPE_OF[type],
    width,
    height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
};

/** The server's thumbnail: the photo turned upright and fitted in 384 px, as JPEG. */
export const makeThumbnail = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const sharp = await loadSharp();
  try {
    const out = await sharp(bytes, { limitInputPixels: ALBUM_UPLOAD_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize(ALBUM_UPLOAD_LIMITS.thumbnailSize, ALBUM_UPLOAD_LIMITS.thumbnailSize, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 78 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw new ImageRejected(IMAGE_MESSAGE.broken);
  }
};

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const EXTENSION_OF: Record<SniffedType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
  pdf: 'pdf',
  ole: 'bin',
  zip: 'bin',
};

/** Storage keys of a new photo; black-board originals carry the _BLACK_BOARD_GP suffix (talk §9). */
export const photoKeys = (fieldId: number, type: SniffedType, board: boolean) => {
  const name = randomUUID();
  const suffix = board ? BLACK_BOARD_PATH_SUFFIX : '';
  return {
    original: `album/${fieldId}/${name}${suffix}.${EXTENSION_OF[type]}`,
    thumb: `album/${fieldId}/thumb/${name}.jpg`,
  };
};
