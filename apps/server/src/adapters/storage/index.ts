export { createLocalStorageAdapter } from './local.ts';
export { createS3StorageAdapter, type S3StorageConfig } from './s3.ts';
export { checkStorageKey, type StorageAdapter, StorageKeyError } from './types.ts';
