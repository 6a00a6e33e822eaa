import type { TBuildingFile, TChatRoom } from '@genba/api-client';
import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import {
  type BoardFileItem,
  boardUploadsReducer,
  EMPTY_UPLOADS,
  nextUpload,
} from '@genba/ui/board-file-list';
import {
  BBS_FILE_LIMITS,
  BBS_FILE_MESSAGE,
  canChangeBbsFile,
  fileTooLargeMessage,
  formatFileSize,
  orderBbsFiles,
  partitionUploadFiles,
} from '@genba/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { formatSent } from '../utils/formatSent.ts';
import { createUploadCancel, type UploadCancel } from '../utils/uploadCancel.ts';
import { useCancelUpload } from './useCancelUpload.ts';

/** A building file as the list shows it to this viewer. */
export const toBoardFileItem = (
  f: TBuildingFile,
  viewer: { id: number; isManager: boolean },
  now: Date = new Date(),
): BoardFileItem => ({
  id: f.id,
  name: f.building_file_upload_filename,
  sizeLabel: formatFileSize(f.building_file_size),
  href: f.building_file_path,
  uploader: f.regist_user_name,
  date: formatSent(f.update_datetime ?? f.building_file_regist_datetime, now),
  pickup: f.pickup_flg === 1,
  unread: f.readed === 0,
  canDelete: canChangeBbsFile({
    viewerId: viewer.id,
    uploaderId: f.regist_user_id,
    isManager: viewer.isManager,
  }),
});

let uploadKeys = 0;

/**
 * A room's board files (issue 11 §7): the list from getBbsMessages, uploads one at a time
 * through storageField with the bytes' progress and キャンセル (a failure or a cancel keeps
 * the file for 再試行), opening marks an unread file
 * read (talk §4), pickup for managers and delete. Every change refetches the board; other
 * members' panels refetch on the board_updated live event (useRoomTimeline).
 */
export const useBoardFiles = (room: TChatRoom, viewerId: number, isManager: boolean) => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const roomId = room.chatroom_id;
  const board = useQuery(createQueryOptions(client, 'getBbsMessages', { params: { id: roomId } }));
  const [uploads, dispatch] = useReducer(boardUploadsReducer, EMPTY_UPLOADS);
  const [notice, setNotice] = useState<string | null>(null);
  // The chosen files by key; `replaceId` makes the upload a new version of that board file.
  const chosen = useRef(new Map<string, { file: File; replaceId?: number }>());
  // The key being sent: an effect that runs twice (StrictMode, a re-render) never sends a file twice.
  const sending = useRef<string | null>(null);
  // The file being sent: キャンセル cancels it, leaving the room aborts it (an upload no one watches is stopped).
  const upload = useRef<UploadCancel | null>(null);
  const withdraw = useCancelUpload();
  useEffect(() => () => upload.current?.abort(), []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getBbsMessages') }),
    [queryClient],
  );

  const choose = useCallback((files: File[], replace?: { id: number; name: string }) => {
    const { supported, message } = partitionUploadFiles(files);
    setNotice(message);
    const entries = supported.map((file) => ({
      key: `upload-${++uploadKeys}`,
      name: replace ? `${replace.name} ← ${file.name}（差し替え）` : file.name,
      file,
    }));
    for (const e of entries)
      chosen.current.set(e.key, replace ? { file: e.file, replaceId: replace.id } : { file: e.file });
    dispatch({ type: 'add', files: entries });
    // Too large is known before sending: it fails at once, with the per-file message (talk §5).
    for (const e of entries)
      if (e.file.size > BBS_FILE_LIMITS.maxBytes)
        dispatch({
          type: 'fail',
          key: e.key,
          message: fileTooLargeMessage(e.name, BBS_FILE_LIMITS.maxBytes),
        });
  }, []);

  const next = nextUpload(uploads);
  useEffect(() => {
    if (!next) return;
    const picked = chosen.current.get(next.key);
    if (!picked || sending.current !== null) return;
    const { file, replaceId } = picked;
    sending.current = next.key;
    const current = createUploadCancel(withdraw);
    upload.current = current;
    dispatch({ type: 'start', key: next.key });
    void (async () => {
      try {
        const result = await client.call(
          'storageField',
          {
            body: {
              chatroom_id: roomId,
              ...(room.attendance_field_id === null ? {} : { field_id: room.attendance_field_id }),
              file,
              ...(replaceId === undefined ? {} : { id: replaceId }),
              upload_id: current.uploadId,
            },
          },
          {
            signal: current.signal,
            onUploadProgress: ({ loaded, total }) => {
              dispatch({ type: 'progress', key: next.key, loaded, total });
            },
          },
        );
        // A cancel has already counted this file failed (the reducer ignores a late answer). The server
        // refuses the upload or withdraws a new file it stored first (cancelUpload), so 再試行 does not
        // make a second one; a replacement that landed stays (taking it back would lose the file).
        if (current.cancelled) {
          await current.settled;
          await refresh();
          return;
        }
        if (result.ok) {
          chosen.current.delete(next.key);
          dispatch({ type: 'succeed', key: next.key });
          await refresh();
        } else {
          dispatch({
            type: 'fail',
            key: next.key,
            message: result.messages.join('\n') || BBS_FILE_MESSAGE.uploadFailed,
          });
        }
      } catch {
        dispatch({ type: 'fail', key: next.key, message: BBS_FILE_MESSAGE.uploadFailed });
      } finally {
        sending.current = null;
        if (upload.current === current) upload.current = null;
      }
    })();
  }, [next, client, roomId, room.attendance_field_id, refresh, withdraw]);

  const open = useCallback(
    async (file: BoardFileItem) => {
      if (!file.unread) return;
      const result = await client.call('updateReadStatusFile', {
        body: { building_file_id: file.id, member_id: viewerId, readed: 1 },
      });
      if (result.ok) await refresh();
    },
    [client, viewerId, refresh],
  );

  const togglePickup = useCallback(
    async (file: BoardFileItem) => {
      const result = await client.call('updateBbsFile', {
        params: { id: file.id },
        body: { fileId: file.id, pickupFlg: file.pickup ? 0 : 1 },
      });
      setNotice(result.ok ? null : result.messages.join('\n'));
      await refresh();
    },
    [client, refresh],
  );

  const remove = useCallback(
    async (file: BoardFileItem) => {
      const result = await client.call('deleteBbsFile', { params: { id: file.id } });
      await refresh();
      if (!result.ok) {
        setNotice(result.messages.join('\n'));
        throw new Error('not deleted');
      }
      setNotice(null);
    },
    [client, refresh],
  );

  const dismiss = useCallback((key: string) => {
    chosen.current.delete(key);
    dispatch({ type: 'dismiss', key });
  }, []);
  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);
  /** Talk §4: キャンセル stops the file being sent and the waiting ones; they stay failed, for 再試行. */
  /** 差し替え: the new version goes through the same queue (progress, キャンセル, 再試行). */
  const replace = useCallback(
    (file: BoardFileItem, replacement: File) => choose([replacement], { id: file.id, name: file.name }),
    [choose],
  );
  const cancel = useCallback(() => {
    dispatch({ type: 'cancel' });
    upload.current?.cancel();
  }, []);

  const viewer = { id: viewerId, isManager };
  const files = board.data ? orderBbsFiles(board.data.files).map((f) => toBoardFileItem(f, viewer)) : [];
  return {
    board,
    files,
    uploads,
    notice,
    choose,
    open,
    togglePickup,
    remove,
    retry,
    dismiss,
    cancel,
    replace,
  };
};
