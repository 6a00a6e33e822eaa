import { UPLOAD_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import {
  type BoardUploadAction,
  boardUploadsReducer,
  EMPTY_UPLOADS,
  nextUpload,
  uploadPercent,
  uploadProgress,
  uploadProgressLabel,
} from './boardUploads.ts';

const run = (...actions: BoardUploadAction[]) => actions.reduce(boardUploadsReducer, EMPTY_UPLOADS);
const add = (...keys: string[]): BoardUploadAction => ({
  type: 'add',
  files: keys.map((key) => ({ key, name: `${key}.pdf` })),
});

describe('board uploads', () => {
  it('sends one file at a time, in the order chosen, and counts the batch', () => {
    let state = run(add('a', 'b', 'c'));
    expect(nextUpload(state)?.key).toBe('a');
    state = boardUploadsReducer(state, { type: 'start', key: 'a' });
    expect(nextUpload(state)).toBeUndefined();
    expect(uploadProgress(state)).toEqual({ current: 1, total: 3 });
    state = boardUploadsReducer(state, { type: 'succeed', key: 'a' });
    expect(state.items.map((u) => u.key)).toEqual(['b', 'c']);
    expect(uploadProgress(state)).toEqual({ current: 2, total: 3 });
    expect(uploadProgressLabel({ current: 2, total: 3 })).toBe('アップロード中 2/3');
    expect(nextUpload(state)?.key).toBe('b');
  });

  it('keeps a failed file with its reason until it is retried or dismissed', () => {
    let state = run(
      add('a', 'b'),
      { type: 'start', key: 'a' },
      { type: 'fail', key: 'a', message: '大きすぎます' },
    );
    expect(state.items[0]).toEqual({
      key: 'a',
      name: 'a.pdf',
      status: 'failed',
      message: '大きすぎます',
      sent: null,
    });
    expect(nextUpload(state)?.key).toBe('b');
    state = run(
      add('a', 'b'),
      { type: 'start', key: 'a' },
      { type: 'fail', key: 'a', message: 'x' },
      { type: 'retry', key: 'a' },
    );
    expect(state.items[0]?.status).toBe('waiting');
    expect(state.items[0]?.message).toBeNull();
    state = boardUploadsReducer(state, { type: 'dismiss', key: 'a' });
    // A waiting file is not dismissed from under the queue.
    expect(state.items.map((u) => u.key)).toEqual(['a', 'b']);
  });

  it('starts counting again when a batch is over, and ignores stale or duplicate actions', () => {
    let state = run(add('a'), { type: 'start', key: 'a' }, { type: 'succeed', key: 'a' });
    expect(state).toEqual(EMPTY_UPLOADS);
    expect(uploadProgress(state)).toBeNull();
    state = run(add('a', 'a'), { type: 'succeed', key: 'a' });
    expect(state.items).toHaveLength(1);
    expect(state.done).toBe(0);
    state = run(
      add('a'),
      { type: 'start', key: 'a' },
      { type: 'fail', key: 'a', message: 'x' },
      { type: 'dismiss', key: 'a' },
    );
    expect(state).toEqual(EMPTY_UPLOADS);
  });
});

describe('board uploads: bytes and cancel (talk §4)', () => {
  it('reports the percentage of the file being sent from its bytes', () => {
    let state = run(add('a', 'b'), { type: 'start', key: 'a' });
    expect(uploadPercent(state)).toBe(0);
    state = boardUploadsReducer(state, { type: 'progress', key: 'a', loaded: 450, total: 1000 });
    expect(uploadPercent(state)).toBe(45);
    // A report for a file that is not uploading (stale, after a cancel) changes nothing.
    expect(boardUploadsReducer(state, { type: 'progress', key: 'b', loaded: 1, total: 2 })).toEqual(state);
    state = boardUploadsReducer(state, { type: 'progress', key: 'a', loaded: 1000, total: 1000 });
    expect(uploadPercent(state)).toBe(100);
    // A length the browser cannot tell stays at 0 rather than guessing.
    state = boardUploadsReducer(state, { type: 'progress', key: 'a', loaded: 10, total: null });
    expect(uploadPercent(state)).toBe(0);
    state = boardUploadsReducer(state, { type: 'succeed', key: 'a' });
    expect(uploadPercent(state)).toBeNull();
  });

  it('a cancel stops the current and the remaining files and counts them failed, to be retried', () => {
    let state = run(
      add('a', 'b', 'c'),
      { type: 'start', key: 'a' },
      { type: 'succeed', key: 'a' },
      { type: 'start', key: 'b' },
      { type: 'progress', key: 'b', loaded: 5, total: 10 },
      { type: 'cancel' },
    );
    expect(state.items.map((u) => [u.key, u.status, u.message])).toEqual([
      ['b', 'failed', UPLOAD_MESSAGE.canceled],
      ['c', 'failed', UPLOAD_MESSAGE.canceled],
    ]);
    expect(state.canceled).toBe(2);
    expect(nextUpload(state)).toBeUndefined();
    expect(uploadProgress(state)).toBeNull();
    expect(uploadPercent(state)).toBeNull();
    // The stopped file's late answer does not bring it back.
    expect(boardUploadsReducer(state, { type: 'succeed', key: 'b' })).toEqual(state);
    state = boardUploadsReducer(state, { type: 'retry', key: 'c' });
    expect(state.canceled).toBeUndefined();
    expect(nextUpload(state)?.key).toBe('c');
    // Nothing pending: a cancel is a no-op.
    const idle = run(add('a'), { type: 'start', key: 'a' }, { type: 'succeed', key: 'a' });
    expect(boardUploadsReducer(idle, { type: 'cancel' })).toBe(idle);
  });
});
