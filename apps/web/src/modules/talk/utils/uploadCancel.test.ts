import { UPLOAD_MESSAGE } from '@genba/validators';
import { describe, expect, it, vi } from 'vitest';
import { cancelledUploadOutcome, createUploadCancel } from './uploadCancel.ts';

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

describe('cancelledUploadOutcome', () => {
  it('counts the cancelled upload and the ones after it when the server confirmed', async () => {
    const upload = createUploadCancel(async () => true);
    upload.cancel();
    expect(await cancelledUploadOutcome(upload, 2)).toEqual({
      withdrawn: true,
      message: 'アップロードをキャンセルしました。送信されなかったファイル：3件',
    });
  });

  it('does not count an upload the server may hold, and says to delete it', async () => {
    const upload = createUploadCancel(async () => false);
    upload.cancel();
    const outcome = await cancelledUploadOutcome(upload, 2);
    expect(outcome.withdrawn).toBe(false);
    expect(outcome.message).toBe(
      `${UPLOAD_MESSAGE.cancelTooLate}\nアップロードをキャンセルしました。送信されなかったファイル：2件`,
    );
  });
});
