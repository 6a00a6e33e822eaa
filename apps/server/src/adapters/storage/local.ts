import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { checkStorageKey, type StorageAdapter } from './types.ts';

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Files in a local directory (the default, offline). A put writes a
 * temporary file beside the target and renames it, so a crash or a cut-off
 * upload never leaves a partial file under the key.
 */
export const createLocalStorageAdapter = (root: string): StorageAdapter => {
  const pathOf = (key: string) => join(root, checkStorageKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};
