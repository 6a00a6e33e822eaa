import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStubServer } from '../testing/stubServer.ts';
import { createLocalStorageAdapter } from './local.ts';
import { createS3StorageAdapter } from './s3.ts';
import { StorageKeyError } from './types.ts';

describe('local storage', () => {
  it('stores, reads, streams and deletes; a missing key is null', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'genba-storage-'));
    const storage = createLocalStorageAdapter(root);
    await storage.put('album/1/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(await storage.get('album/1/a.jpg')).toEqual(new Uint8Array([1, 2, 3]));
    const stream = await storage.stream('album/1/a.jpg');
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    // No temporary file is left beside it.
    expect(readdirSync(path.join(root, 'album/1'))).toEqual(['a.jpg']);
    await storage.delete('album/1/a.jpg');
    expect(await storage.get('album/1/a.jpg')).toBeNull();
    expect(await storage.stream('album/1/a.jpg')).toBeNull();
  });

  it('refuses keys that leave its directory', async () => {
    const storage = createLocalStorageAdapter(mkdtempSync(path.join(tmpdir(), 'genba-storage-')));
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '']) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});

describe('S3-compatible storage', () => {
  it('signs path-style requests with Signature V4 and maps 404 to null', async () => {
    const stub = await startStubServer((request) =>
      request.method === 'GET' && request.url.pathname.endsWith('missing.jpg')
        ? { status: 404 }
        : { status: 200, text: 'abc' },
    );
    try {
      const storage = createS3StorageAdapter({
        endpoint: stub.url,
        bucket: 'genba',
        region: 'ap-northeast-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        timeoutMs: 2000,
      });
      await storage.put('album/1/a.jpg', new Uint8Array([1, 2]), 'image/jpeg');
      const [put] = stub.requests;
      expect(put?.method).toBe('PUT');
      expect(put?.url.pathname).toBe('/genba/album/1/a.jpg');
      expect(put?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      expect(await storage.get('album/1/missing.jpg')).toBeNull();
      expect(new TextDecoder().decode((await storage.get('album/1/a.jpg')) ?? new Uint8Array())).toBe('abc');
    } finally {
      await stub.close();
    }
  });
});
