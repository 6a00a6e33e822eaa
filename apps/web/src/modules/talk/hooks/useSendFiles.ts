import type { TChatMessage, TChatRoom } from '@genba/api-client';
import { BBS_FILE_LIMITS, fileTooLargeMessage, partitionUploadFiles } from '@genba/validators';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

export const FILE_SEND_FAILED = 'ファイルを送信できませんでした。もう一度お試しください。';

/**
 * Sends files into a room as file messages (issue 11 §2, talk §7 storage fieldFile, groupFile,
 * memberFile): each is stored on the room's board by the server, which checks its bytes, and
 * posted. One after another, so they keep their order; each answer goes to `take` at once and
 * the live event updates the other screens. The files keep full size (no_compress 1): the
 * 写真 button is the way to send resized photos.
 */
export const useSendFiles = (room: TChatRoom, take: (messages: TChatMessage[]) => void) => {
  const { client } = useApi();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      setSending(true);
      try {
        for (const file of fitting) {
          const body = { chatroom_id: room.chatroom_id, file, no_compress: 1 as const };
          const result =
            room.type === 'project'
              ? await client.call('storageFieldFile', {
                  body: {
                    ...body,
                    ...(room.attendance_field_id === null ? {} : { field_id: room.attendance_field_id }),
                  },
                })
              : room.type === 'group'
                ? await client.call('storageGroupFile', { body })
                : await client.call('storageMemberFile', { body });
          if (!result.ok) {
            setError(result.messages.join('\n') || FILE_SEND_FAILED);
            return;
          }
          take([result.data.message]);
        }
      } catch {
        setError(FILE_SEND_FAILED);
      } finally {
        setSending(false);
      }
    },
    [client, room, take],
  );

  return { send, sending, error };
};
