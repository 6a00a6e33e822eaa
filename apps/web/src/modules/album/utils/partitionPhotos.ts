import {
  ALBUM_UPLOAD_LIMITS,
  fileTooLargeMessage,
  isSupportedImageFile,
  partitionUploadFiles,
  unsupportedFilesMessage,
} from '@genba/validators';

/**
 * The photos of one selection, checked by the album's upload rules (talk §5 types,
 * the upload size limit): what to send, and the Japanese message for what was left out.
 * The album's upload and the talk composer's photo send both call this.
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
