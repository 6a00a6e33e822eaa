import { createHash, createHmac } from 'node:crypto';
import { AdapterError } from '../internal/errors.ts';
import { checkStorageKey, type StorageAdapter } from './types.ts';

export type S3StorageConfig = {
  /** Endpoint of the S3-compatible service, e.g. https://s3.ap-northeast-1.amazonaws.com or a MinIO URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs: number;
};

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * S3-compatible object storage with path-style URLs (AWS S3, MinIO, R2,
 * Wasabi) signed with AWS Signature V4. A PUT stores an object whole or not
 * at all, which the interface requires.
 */
export const createS3StorageAdapter = (
  config: S3StorageConfig,
  fetcher: typeof fetch = fetch,
): StorageAdapter => {
  const base = new URL(config.endpoint);
  const send = async (
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Uint8Array,
    contentType?: string,
  ) => {
    const path = `/${config.bucket}/${encodeKey(checkStorageKey(key))}`;
    const now = new Date();
    const amzDate = now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const signed = Object.keys(headers).sort();
    const canonical = [
      method,
      path,
      '',
      ...signed.map((h) => `${h}:${headers[h]}`),
      '',
      signed.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${config.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
    const key0 = hmac(`AWS4${config.secretAccessKey}`, day);
    const signingKey = hmac(hmac(hmac(key0, config.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    try {
      return await fetcher(new URL(path, base), {
        method,
        headers: {
          ...sent,
          authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
        },
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new AdapterError('storage', 'Storage request failed', timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
    }
  };
  const fail = (response: Response): never => {
    throw new AdapterError('storage', 'Storage request failed', response.status);
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) fail(response);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) fail(response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async stream(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) fail(response);
      return response.body;
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) fail(response);
    },
  };
};
