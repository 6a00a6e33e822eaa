export type { BoardFileItem, BoardFileListProps } from './BoardFileList.tsx';
export { BoardFileList } from './BoardFileList.tsx';
export type { BoardUpload, BoardUploadAction, BoardUploadStatus, BoardUploadsState } from './boardUploads.ts';
export {
  boardUploadsReducer,
  EMPTY_UPLOADS,
  nextUpload,
  uploadPercent,
  uploadProgress,
  uploadProgressLabel,
} from './boardUploads.ts';
