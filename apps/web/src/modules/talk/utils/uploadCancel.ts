/**
 * キャンセル of one upload (talk §4), without a window in which the server keeps a file the
 * user cancelled. Until the request's last byte has gone, aborting it means the server never
 * has the whole body and stores nothing. After that, the server may already be storing and
 * posting the file, and an abort would only lose the answer naming what it stored: the request
 * is left to finish, and the caller removes what the answer names (`cancelled` is then true).
 */
export type UploadCancel = {
  readonly signal: AbortSignal;
  /** Feed the request's upload progress here. */
  progress: (loaded: number, total: number | null) => void;
  /** The user's キャンセル. */
  cancel: () => void;
  /** Stops the request whatever was sent (leaving the room: not a cancel, nothing is removed). */
  abort: () => void;
  readonly cancelled: boolean;
};

export const createUploadCancel = (): UploadCancel => {
  const controller = new AbortController();
  let bodySent = false;
  let cancelled = false;
  return {
    signal: controller.signal,
    progress: (loaded, total) => {
      if (total !== null && loaded >= total) bodySent = true;
    },
    cancel: () => {
      cancelled = true;
      if (!bodySent) controller.abort();
    },
    abort: () => controller.abort(),
    get cancelled() {
      return cancelled;
    },
  };
};
