export type { UploadProgressProps } from './UploadProgress.tsx';
export { UploadProgress } from './UploadProgress.tsx';
