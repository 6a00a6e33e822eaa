export type { PhotoAttachmentsProps } from './PhotoAttachments.tsx';
export { PhotoAttachments } from './PhotoAttachments.tsx';
export type { PhotoThumbnailsProps, ThumbnailPhoto } from './PhotoThumbnails.tsx';
export { PhotoThumbnails } from './PhotoThumbnails.tsx';
export type {
  PhotoAttachment,
  PhotoAttachmentStatus,
  PhotoAttachmentsEvent,
  PhotoAttachmentsState,
  StoredPhoto,
} from './photoAttachmentsState.ts';
export {
  attachedPhotoIds,
  attachmentBlocker,
  initialPhotoAttachments,
  photoAttachmentsReducer,
  uploadProgress,
} from './photoAttachmentsState.ts';
