import { fileExtension } from '../upload/files.ts';

/**
 * Core §5 "logo max 5 (jpeg, jpg, gif, png)". A logo is a single image, so
 * the 5 is read as 5 MB per file.
 */
export const LOGO_LIMIT = { maxBytes: 5 * 1024 * 1024, extensions: ['jpeg', 'jpg', 'gif', 'png'] } as const;

export const LOGO_MESSAGE = {
  type: 'ロゴ画像はjpeg、jpg、gif、png形式のファイルを選択してください。',
  size: 'ロゴ画像は5MB以下のファイルを選択してください。',
} as const;

/** The message for a logo file that cannot be used, or null when it is fine. */
export const logoFileError = (file: { name: string; size: number }): string | null => {
  if (!(LOGO_LIMIT.extensions as readonly string[]).includes(fileExtension(file.name)))
    return LOGO_MESSAGE.type;
  if (file.size > LOGO_LIMIT.maxBytes) return LOGO_MESSAGE.size;
  return null;
};
