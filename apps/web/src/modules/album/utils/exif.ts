import { shootingDateFromExif } from '@genba/validators';

/** Talk §8: an EXIF thumbnail over 64 kB is an error. */
export const EXIF_THUMBNAIL_MAX_BYTES = 64 * 1024;
export const EXIF_THUMBNAIL_TOO_LARGE = 'EXIF情報のサムネイルが大きすぎるため、アップロードできません。';

/**
 * The shooting date as sent with a photo (talk §5): from EXIF DateTimeOriginal as written in the
 * file (exifr's `reviveValues: false`: no Date, so no browser time zone), '' when missing or invalid.
 * exifr loads only when a photo is uploaded.
 */
export const readExif = async (file: Blob): Promise<{ shotAt: string; thumbnailTooLarge: boolean }> => {
  try {
    const exifr = (await import('exifr')).default;
    const [tags, thumbnail] = await Promise.all([
      exifr
        .parse(file, { pick: ['DateTimeOriginal'], reviveValues: false })
        .catch(() => undefined) as Promise<{ DateTimeOriginal?: unknown } | undefined>,
      exifr.thumbnail(file).catch(() => undefined) as Promise<Uint8Array | undefined>,
    ]);
    return {
      shotAt: shootingDateFromExif(tags?.DateTimeOriginal),
      thumbnailTooLarge: (thumbnail?.byteLength ?? 0) > EXIF_THUMBNAIL_MAX_BYTES,
    };
  } catch {
    return { shotAt: '', thumbnailTooLarge: false };
  }
};
