import {
  ALBUM_UPLOAD_LIMITS,
  fileTooLargeMessage,
  isSupportedImageFile,
  partitionUploadFiles,
  unsupportedFilesMessage,
} from '@genba/validators';

/**
 * The photos of one send, checked as the album checks them (talk §5 types,
 * the upload size limit): what to send, and the Japanese message for what was left out.
 */
export const partitionPhotos = (files: readonly File[]): { photos: File[]; message: string | null } => {
  const { supported, message: typeMessage } = partitionUploadFiles(files);
  const images = supported.filter((f) => isSupportedImageFile(f.name));
  const messages: string[] = typeMessage
    ? [typeMessage]
    : images.length < supported.length
      ? [unsupportedFilesMessage()]
      : [];
  const photos = images.filter((f) => {
    if (f.size <= ALBUM_UPLOAD_LIMITS.maxBytes) return true;
    messages.push(fileTooLargeMessage(f.name, ALBUM_UPLOAD_LIMITS.maxBytes));
    return false;
  });
  return { photos, message: messages.length > 0 ? messages.join('\n') : null };
};

/**
 * The name a resized photo is sent under: the resizer answers JPEG, and the
 * server checks that a file's bytes agree with its extension, so a PNG or
 * HEIC original goes as name.jpg. A pasted screenshot has the browser's name (image.png).
 */
export const resizedPhotoName = (name: string): string => {
  if (/\.jpe?g$/i.test(name)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
};
