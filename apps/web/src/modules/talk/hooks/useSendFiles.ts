import type { TChatMessage, TChatRoom } from '@genba/api-client';
import { BBS_FILE_LIMITS, fileTooLargeMessage, partitionUploadFiles } from '@genba/validators';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { cancelledUploadOutcome, createUploadCancel, type UploadCancel } from '../utils/uploadCancel.ts';
import { useCancelUpload } from './useCancelUpload.ts';

export const FILE_SEND_FAILED = 'ファイルを送信できませんでした。もう一度お試しください。';

/** The file (or photo) being sent: n of total, its name and the percentage of its bytes sent. */
export type FileSendProgress = { current: number; total: number; name: string; percent: number };

/** 'ファイル送信中 1/3：報告書.pdf' */
export const fileSendLabel = (p: FileSendProgress): string =>
  `ファイル送信中 ${p.current}/${p.total}：${p.name}`;

/**
 * Sends files into a room as file messages (issue 11 §2, talk §7 storage fieldFile, groupFile,
 * memberFile): each is stored on the room's board by the server, which checks its bytes, and
 * posted. One after another, so they keep their order; each answer goes to `take` at once and
 * the live event updates the other screens. The files keep full size (no_compress 1): the
 * 写真 button is the way to send resized photos. Progress is per byte; `cancel` stops the file
 * being sent and the rest (talk §4) and says how many were not sent. The server decides what a
 * cancel means (`utils/uploadCancel.ts`): each file carries its upload_id, and cancelUpload makes
 * the server refuse it or, if it was already stored, withdraw the file and its message on every screen.
 */
export const useSendFiles = (room: TChatRoom, take: (messages: TChatMessage[]) => void) => {
  const { client } = useApi();
  const [progress, setProgress] = useState<FileSendProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<UploadCancel | null>(null);
  const withdraw = useCancelUpload();
  // Leaving the room stops a send no one watches.
  useEffect(() => () => upload.current?.abort(), []);

  const send = useCallback(
    async (files: readonly File[]) => {
      const { supported, message } = partitionUploadFiles(files);
      const messages = message ? [message] : [];
      const fitting = supported.filter((f) => {
        if (f.size <= BBS_FILE_LIMITS.maxBytes) return true;
        messages.push(fileTooLargeMessage(f.name, BBS_FILE_LIMITS.maxBytes));
        return false;
      });
      setError(messages.length > 0 ? messages.join('\n') : null);
      if (fitting.length === 0) return;
      const options = (current: UploadCancel, index: number, name: string) => ({
        signal: current.signal,
        onUploadProgress: ({ loaded, total }: { loaded: number; total: number | null }) => {
          setProgress({
            current: index + 1,
            total: fitting.length,
            name,
            percent: total ? Math.floor((loaded / total) * 100) : 0,
          });
        },
      });
      let current: UploadCancel | undefined;
      try {
        for (const [index, file] of fitting.entries()) {
          current = createUploadCancel(withdraw);
          upload.current = current;
          setProgress({ current: index + 1, total: fitting.length, name: file.name, percent: 0 });
          const body = {
            chatroom_id: room.chatroom_id,
            file,
            no_compress: 1 as const,
            upload_id: current.uploadId,
          };
          const result =
            room.type === 'project'
              ? await client.call(
                  'storageFieldFile',
                  {
                    body: {
                      ...body,
                      ...(room.attendance_field_id === null ? {} : { field_id: room.attendance_field_id }),
                    },
                  },
                  options(current, index, file.name),
                )
              : room.type === 'group'
                ? await client.call('storageGroupFile', { body }, options(current, index, file.name))
                : await client.call('storageMemberFile', { body }, options(current, index, file.name));
          if (current.cancelled) {
            // The server refuses or withdraws the file once it has the cancel; without that answer a file
            // it stored may remain, and the message it posted is shown so the user can delete it.
            const { withdrawn, message } = await cancelledUploadOutcome(current, fitting.length - index - 1);
            if (!withdrawn && result.ok) take([result.data.message]);
            setError(message);
            return;
          }
          if (!result.ok) {
            setError(result.messages.join('\n') || FILE_SEND_FAILED);
            return;
          }
          take([result.data.message]);
        }
      } catch {
        setError(FILE_SEND_FAILED);
      } finally {
        setProgress(null);
        if (upload.current === current) upload.current = null;
      }
    },
    [client, room, take, withdraw],
  );

  const cancel = useCallback(() => upload.current?.cancel(), []);

  return { send, sending: progress !== null, progress, error, cancel };
};
