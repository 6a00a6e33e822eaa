import { describe, expect, it, vi } from 'vitest';
import { createUploadCancel } from './uploadCancel.ts';

describe('createUploadCancel', () => {
  it('gives each upload its own UUID', () => {
    const a = createUploadCancel(async () => true);
    const b = createUploadCancel(async () => true);
    expect(a.uploadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.uploadId).not.toBe(b.uploadId);
  });

  it('aborts the request and names the upload to the server, once', async () => {
    const withdraw = vi.fn(async () => true);
    const upload = createUploadCancel(withdraw);
    upload.cancel();
    upload.cancel();
    expect(upload.signal.aborted).toBe(true);
    expect(upload.cancelled).toBe(true);
    expect(withdraw).toHaveBeenCalledOnce();
    expect(withdraw).toHaveBeenCalledWith(upload.uploadId);
    expect(await upload.settled).toBe(true);
  });

  it('says so when the server could not be told', async () => {
    const upload = createUploadCancel(async () => {
      throw new TypeError('offline');
    });
    upload.cancel();
    expect(await upload.settled).toBe(false);
  });

  it('leaving the room aborts without asking the server and is not a cancel', () => {
    const withdraw = vi.fn(async () => true);
    const left = createUploadCancel(withdraw);
    left.abort();
    expect(left.signal.aborted).toBe(true);
    expect(left.cancelled).toBe(false);
    expect(withdraw).not.toHaveBeenCalled();
  });
});
