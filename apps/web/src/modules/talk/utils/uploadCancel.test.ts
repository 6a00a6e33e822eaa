import { describe, expect, it } from 'vitest';
import { createUploadCancel } from './uploadCancel.ts';

describe('createUploadCancel', () => {
  it('aborts the request while its body is still going', () => {
    const upload = createUploadCancel();
    upload.progress(512, 1024);
    upload.cancel();
    expect(upload.signal.aborted).toBe(true);
    expect(upload.cancelled).toBe(true);
  });

  it('lets the request finish once every byte has gone, so its answer names what to remove', () => {
    const upload = createUploadCancel();
    upload.progress(1024, 1024);
    upload.cancel();
    expect(upload.signal.aborted).toBe(false);
    expect(upload.cancelled).toBe(true);
  });

  it('aborts with an unknown length, and leaving the room aborts without counting as a cancel', () => {
    const unknown = createUploadCancel();
    unknown.progress(2048, null);
    unknown.cancel();
    expect(unknown.signal.aborted).toBe(true);

    const left = createUploadCancel();
    left.progress(1024, 1024);
    left.abort();
    expect(left.signal.aborted).toBe(true);
    expect(left.cancelled).toBe(false);
  });
});
