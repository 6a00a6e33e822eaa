import { UPLOAD_MESSAGE } from '@genba/validators';

/**
 * The upload queue of a room's file list (talk §4 upload): chosen files wait, go one at a
 * time, and either leave the queue (the server's record replaces them in the list) or stay
 * as a failed upload titled アップロード失敗 with the reason, to be retried or dismissed.
 * Pure data (the File objects stay with the caller, by key), so it is tested without a DOM.
 */
export type BoardUploadStatus = 'waiting' | 'uploading' | 'failed';

export type BoardUpload = {
  /** The caller's key for the chosen file; kept across retries. */
  key: string;
  name: string;
  status: BoardUploadStatus;
  /** Why it failed (the server's or the client's message); null otherwise. */
  message: string | null;
  /** Bytes sent of the request while uploading (XMLHttpRequest progress); null before the first report. */
  sent?: { loaded: number; total: number | null } | null;
};

export type BoardUploadsState = {
  items: readonly BoardUpload[];
  /** Files of the current batch already stored: the n of アップロード中 n/total. */
  done: number;
  /** How many files the last user cancel stopped (0 once new files are chosen). */
  canceled?: number;
};

export type BoardUploadAction =
  | { type: 'add'; files: readonly { key: string; name: string }[] }
  | { type: 'start'; key: string }
  | { type: 'succeed'; key: string }
  | { type: 'fail'; key: string; message: string }
  | { type: 'progress'; key: string; loaded: number; total: number | null }
  /** Talk §4: a user cancel stops the current and the remaining uploads and counts them failed. */
  | { type: 'cancel' }
  | { type: 'retry'; key: string }
  | { type: 'dismiss'; key: string };

export const EMPTY_UPLOADS: BoardUploadsState = { items: [], done: 0 };

const isPending = (u: BoardUpload) => u.status === 'waiting' || u.status === 'uploading';

const settle = (items: readonly BoardUpload[], done: number): BoardUploadsState =>
  // A batch ends when nothing waits or uploads: the next one counts from 1 again.
  ({ items, done: items.some(isPending) ? done : 0 });

const update = (
  state: BoardUploadsState,
  key: string,
  patch: Partial<BoardUpload>,
  from: BoardUploadStatus[],
) => state.items.map((u) => (u.key === key && from.includes(u.status) ? { ...u, ...patch } : u));

export const boardUploadsReducer = (
  state: BoardUploadsState,
  action: BoardUploadAction,
): BoardUploadsState => {
  switch (action.type) {
    case 'add': {
      // A key already queued, or named twice in one choice, is one file.
      const known = new Set(state.items.map((u) => u.key));
      const added: BoardUpload[] = [];
      for (const f of action.files) {
        if (known.has(f.key)) continue;
        known.add(f.key);
        added.push({ key: f.key, name: f.name, status: 'waiting', message: null });
      }
      return { items: [...state.items, ...added], done: state.done };
    }
    case 'start':
      return { ...state, items: update(state, action.key, { status: 'uploading', sent: null }, ['waiting']) };
    case 'progress':
      return {
        ...state,
        items: update(state, action.key, { sent: { loaded: action.loaded, total: action.total } }, [
          'uploading',
        ]),
      };
    case 'cancel': {
      const stopped = state.items.filter(isPending).length;
      if (stopped === 0) return state;
      const items = state.items.map((u) =>
        isPending(u) ? { ...u, status: 'failed' as const, message: UPLOAD_MESSAGE.canceled, sent: null } : u,
      );
      return { items, done: 0, canceled: stopped };
    }
    case 'succeed': {
      const found = state.items.some((u) => u.key === action.key && u.status === 'uploading');
      if (!found) return state;
      return settle(
        state.items.filter((u) => u.key !== action.key),
        state.done + 1,
      );
    }
    case 'fail':
      return settle(
        update(state, action.key, { status: 'failed', message: action.message, sent: null }, [
          'uploading',
          'waiting',
        ]),
        state.done,
      );
    case 'retry':
      return {
        items: update(state, action.key, { status: 'waiting', message: null }, ['failed']),
        done: state.done,
      };
    case 'dismiss':
      return settle(
        state.items.filter((u) => u.key !== action.key || isPending(u)),
        state.done,
      );
  }
};

/** The next file to send: the first waiting one, when none is uploading (one at a time). */
export const nextUpload = (state: BoardUploadsState): BoardUpload | undefined =>
  state.items.some((u) => u.status === 'uploading')
    ? undefined
    : state.items.find((u) => u.status === 'waiting');

/** n/total of the batch in progress, or null when nothing waits or uploads. */
export const uploadProgress = (state: BoardUploadsState): { current: number; total: number } | null => {
  const pending = state.items.filter(isPending).length;
  if (pending === 0) return null;
  return { current: state.done + 1, total: state.done + pending };
};

/**
 * The percentage of the file being sent, from its bytes (0 until the first report; a body
 * whose length the browser cannot tell stays at 0 until it is stored), or null when none is.
 */
export const uploadPercent = (state: BoardUploadsState): number | null => {
  const current = state.items.find((u) => u.status === 'uploading');
  if (!current) return null;
  const sent = current.sent;
  if (!sent?.total) return 0;
  return Math.min(100, Math.floor((sent.loaded / sent.total) * 100));
};

export const uploadProgressLabel = (p: { current: number; total: number }): string =>
  `アップロード中 ${p.current}/${p.total}`;
