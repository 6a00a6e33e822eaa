/**
 * The state of photos attached to a form (the daily report's photos): each chosen file is a tile
 * at once (its preview), uploading until the server answers, then stored with its id, or failed
 * with a message and a retry. Photos that came with the stored record are 'done' from the start.
 * Pure: no DOM, no timers; unit-tested in Node.
 */

export type PhotoAttachmentStatus = 'uploading' | 'done' | 'failed';

export type PhotoAttachment = {
  /** Stable per chosen file (and per stored photo): the tile's key, kept across retries. */
  key: string;
  name: string;
  /** The preview while uploading (an object URL), the server's thumbnail once stored. */
  src: string;
  /** The full-size image to open large; null until stored. */
  largeSrc: string | null;
  status: PhotoAttachmentStatus;
  /** The stored photo's id once uploaded. */
  photoId: number | null;
  error: string | null;
  /** Came with the stored record: removing it only detaches it (the photo stays where it is stored). */
  stored: boolean;
};

export type PhotoAttachmentsState = {
  items: PhotoAttachment[];
  /** What the last choice left out (types, sizes, the count limit); null when nothing. */
  message: string | null;
};

/** A photo already stored (a report being edited). */
export type StoredPhoto = { id: number; name: string; src: string; largeSrc: string };

export type PhotoAttachmentsEvent =
  | { type: 'add'; files: readonly { key: string; name: string; preview: string }[]; message: string | null }
  | { type: 'uploaded'; key: string; photo: StoredPhoto }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'dismiss' };

export const initialPhotoAttachments = (stored: readonly StoredPhoto[] = []): PhotoAttachmentsState => ({
  items: stored.map((p) => ({
    key: `stored-${p.id}`,
    name: p.name,
    src: p.src,
    largeSrc: p.largeSrc,
    status: 'done',
    photoId: p.id,
    error: null,
    stored: true,
  })),
  message: null,
});

const patch = (state: PhotoAttachmentsState, key: string, change: Partial<PhotoAttachment>) => ({
  ...state,
  items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
});

export const photoAttachmentsReducer = (
  state: PhotoAttachmentsState,
  event: PhotoAttachmentsEvent,
): PhotoAttachmentsState => {
  switch (event.type) {
    case 'add':
      return {
        message: event.message,
        items: [
          ...state.items,
          ...event.files.map((f) => ({
            key: f.key,
            name: f.name,
            src: f.preview,
            largeSrc: null,
            status: 'uploading' as const,
            photoId: null,
            error: null,
            stored: false,
          })),
        ],
      };
    case 'uploaded': {
      // Removed while it was uploading: the answer has no tile to land on.
      if (!state.items.some((i) => i.key === event.key)) return state;
      // The same photo twice (a retried upload answered by its idempotency key): keep one tile.
      if (state.items.some((i) => i.key !== event.key && i.photoId === event.photo.id))
        return { ...state, items: state.items.filter((i) => i.key !== event.key) };
      return patch(state, event.key, {
        status: 'done',
        photoId: event.photo.id,
        src: event.photo.src,
        largeSrc: event.photo.largeSrc,
        name: event.photo.name,
        error: null,
      });
    }
    case 'failed':
      return patch(state, event.key, { status: 'failed', error: event.error });
    case 'retry':
      return patch(state, event.key, { status: 'uploading', error: null });
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.key !== event.key) };
    case 'dismiss':
      return { ...state, message: null };
  }
};

/** The stored photos' ids, in the order shown: what the record is saved with. */
export const attachedPhotoIds = (state: PhotoAttachmentsState): number[] =>
  state.items.flatMap((i) => (i.status === 'done' && i.photoId !== null ? [i.photoId] : []));

/** Upload progress of this session's files: null when nothing is uploading. */
export const uploadProgress = (state: PhotoAttachmentsState): { done: number; total: number } | null => {
  const fresh = state.items.filter((i) => !i.stored);
  if (!fresh.some((i) => i.status === 'uploading')) return null;
  return { done: fresh.filter((i) => i.status !== 'uploading').length, total: fresh.length };
};

/** Why the record cannot be saved yet: photos still uploading, or failed ones not retried or removed. */
export const attachmentBlocker = (state: PhotoAttachmentsState): 'uploading' | 'failed' | null =>
  state.items.some((i) => i.status === 'uploading')
    ? 'uploading'
    : state.items.some((i) => i.status === 'failed')
      ? 'failed'
      : null;
