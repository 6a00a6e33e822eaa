import { UPLOAD_MESSAGE, uploadsCanceledMessage } from '@genba/validators';

/**
 * キャンセル of one upload (talk §4), decided on the server. The browser cannot tell whether the
 * server already holds the whole body (its progress events lag the bytes), so each upload carries
 * an id of its own (`uploadId`, sent as upload_id) and キャンセル both aborts the request and names
 * that id to the server (cancelUpload): an upload not yet stored is refused there, one stored
 * first is withdrawn with its message, on every screen. `settled` says whether the server
 * confirmed the cancel; when it did not answer, a stored file may remain.
 */
export type UploadCancel = {
  readonly uploadId: string;
  readonly signal: AbortSignal;
  /** The user's キャンセル. */
  cancel: () => void;
  /** Stops the request (leaving the room: not a cancel, the server is not asked). */
  abort: () => void;
  readonly cancelled: boolean;
  /** After cancel: true once the server has recorded it, false when it could not be told. */
  readonly settled: Promise<boolean>;
};

/** `withdraw` tells the server (cancelUpload) and answers whether it answered. */
export const createUploadCancel = (withdraw: (uploadId: string) => Promise<boolean>): UploadCancel => {
  const controller = new AbortController();
  const uploadId = crypto.randomUUID();
  let cancelled = false;
  let settled: Promise<boolean> = Promise.resolve(true);
  return {
    uploadId,
    signal: controller.signal,
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      controller.abort();
      settled = withdraw(uploadId).catch(() => false);
    },
    abort: () => controller.abort(),
    get cancelled() {
      return cancelled;
    },
    get settled() {
      return settled;
    },
  };
};

/**
 * After the user's キャンセル of an upload that was sent: whether the server confirmed it (then nothing
 * of it remains) and what to say, counting as not sent this upload and the `left` after it. Without
 * the server's answer a stored upload may remain, so it is not counted and the user is told to delete it.
 */
export const cancelledUploadOutcome = async (current: UploadCancel, left: number) => {
  const withdrawn = await current.settled;
  return {
    withdrawn,
    message: withdrawn
      ? uploadsCanceledMessage(left + 1)
      : `${UPLOAD_MESSAGE.cancelTooLate}\n${uploadsCanceledMessage(left)}`,
  };
};
