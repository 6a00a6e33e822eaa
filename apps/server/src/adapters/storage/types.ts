/**
 * File storage (album photos, thumbnails, later talk files): a small
 * interface so the routes do not know whether the bytes sit in a local
 * directory or in S3-compatible object storage (ADR 005's pattern).
 * Keys are relative paths of [A-Za-z0-9._/-] segments, never '..'.
 */
export type StorageAdapter = {
  readonly kind: 'local' | 's3';
  /** Stores the bytes whole or not at all: a reader never sees a partial file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** The file as a stream (large originals), or null when there is none. */
  stream(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
};

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${key}`);
    this.name = 'StorageKeyError';
  }
}

const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export const checkStorageKey = (key: string): string => {
  if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..') || key.length > 512) {
    throw new StorageKeyError(key);
  }
  return key;
};
