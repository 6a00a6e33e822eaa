import type { TChatMessage, TChatRoom } from '@genba/api-client';
import { uploadsCanceledMessage } from '@genba/validators';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
// The album's resizer and EXIF reader: photos sent in talk are prepared exactly as album uploads are.
import { readExif } from '../../album/utils/exif.ts';
import { partitionPhotos } from '../../album/utils/partitionPhotos.ts';
import { resizedPhotoName, resizeForUpload } from '../../album/utils/resize.ts';
import { type PhotoTarget, photoCallFor, photoTargetOf } from '../utils/photoTarget.ts';
import { cancelledUploadOutcome, createUploadCancel, type UploadCancel } from '../utils/uploadCancel.ts';
import { useCancelUpload } from './useCancelUpload.ts';
import type { FileSendProgress } from './useSendFiles.ts';

export const PHOTO_SEND_FAILED = '写真を送信できませんでした。もう一度お試しください。';

type PhotoFields = {
  file: File;
  building_picture_datetime: string;
  tag_setting_ids: number[];
  api_version: number;
  upload_id: string;
};

type CallOptions = {
  signal: AbortSignal;
  onUploadProgress: (p: { loaded: number; total: number | null }) => void;
};

/** '写真送信中 2/40：IMG_0001.jpg', worded as the file sends are (fileSendLabel). */
export const photoSendLabel = (p: FileSendProgress): string =>
  `写真送信中 ${p.current}/${p.total}：${p.name}`;

/**
 * Sends photos into any room: a site room (sendFieldPhoto, into the project
 * album), a group room or a private room (first-photo call, then the rest
 * attached to its message; photoTarget.ts). Each photo is resized in the
 * album's Web Worker and sent one after another so they keep their order.
 * Each answer goes to `take` at once; the live event updates the other screens.
 * Progress is per photo and per byte; `cancel` stops the photo being prepared or
 * sent and the rest, as file sends do (useSendFiles): each photo carries its
 * upload_id and the server refuses it or withdraws it (utils/uploadCancel.ts).
 */
export const useSendPhotos = (
  room: TChatRoom,
  take: (messages: TChatMessage[]) => void,
  partnerId?: number | undefined,
) => useSendPhotosTo(photoTargetOf(room, partnerId), take);

/** As useSendPhotos, to a target that may have no room yet (a private chat before its first message). */
export const useSendPhotosTo = (target: PhotoTarget | null, take: (messages: TChatMessage[]) => void) => {
  const { client } = useApi();
  const [progress, setProgress] = useState<FileSendProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<UploadCancel | null>(null);
  const withdraw = useCancelUpload();
  // Leaving the room stops a send no one watches.
  useEffect(() => () => upload.current?.abort(), []);

  const sendOne = useCallback(
    (to: PhotoTarget, fields: PhotoFields, messageId: number | undefined, options: CallOptions) => {
      const attach = messageId === undefined ? {} : { message_id: messageId };
      switch (photoCallFor(to, messageId)) {
        case 'sendFieldPhoto':
          if (to.type !== 'project') throw new Error('sendFieldPhoto needs a site room');
          return client.call(
            'sendFieldPhoto',
            { body: { ...fields, chatroom_id: to.roomId, attendance_field_id: to.fieldId, ...attach } },
            options,
          );
        case 'sendChatroomFirstPhoto':
          if (to.type !== 'group') throw new Error('sendChatroomFirstPhoto is used for group rooms');
          return client.call(
            'sendChatroomFirstPhoto',
            { body: { ...fields, chatroom_id: to.roomId } },
            options,
          );
        case 'sendGroupPhoto':
          if (to.type !== 'group') throw new Error('sendGroupPhoto needs a group room');
          return client.call(
            'sendGroupPhoto',
            { body: { ...fields, chatroom_id: to.roomId, ...attach } },
            options,
          );
        case 'sendMemberFirstPhoto':
          if (to.type !== 'private') throw new Error('sendMemberFirstPhoto needs a private room');
          return client.call(
            'sendMemberFirstPhoto',
            {
              body: {
                ...fields,
                to_member_id: to.partnerId,
                ...(to.roomId === null ? {} : { chatroom_id: to.roomId }),
              },
            },
            options,
          );
        case 'sendMemberPhoto':
          if (to.type !== 'private' || to.roomId === null)
            throw new Error('sendMemberPhoto needs the private room');
          return client.call(
            'sendMemberPhoto',
            { body: { ...fields, chatroom_id: to.roomId, to_member_id: to.partnerId, ...attach } },
            options,
          );
      }
    },
    [client],
  );

  const send = useCallback(
    async (files: readonly File[]) => {
      if (target === null) return;
      const { photos, message } = partitionPhotos(files);
      setError(message);
      if (photos.length === 0) return;
      const total = photos.length;
      let to = target;
      let messageId: number | undefined;
      let current: UploadCancel | undefined;
      try {
        for (const [index, photo] of photos.entries()) {
          current = createUploadCancel(withdraw);
          upload.current = current;
          const shown = { current: index + 1, total, name: photo.name };
          setProgress({ ...shown, percent: 0 });
          const exif = await readExif(photo);
          const resized = await resizeForUpload(photo);
          if (current.cancelled) {
            // Cancelled while it was being resized: nothing of it went to the server.
            setError(uploadsCanceledMessage(total - index));
            return;
          }
          const fields = {
            file: new File([resized], resizedPhotoName(photo.name), { type: 'image/jpeg' }),
            building_picture_datetime: exif.shotAt,
            tag_setting_ids: [],
            api_version: 2,
            upload_id: current.uploadId,
          };
          const result = await sendOne(to, fields, messageId, {
            signal: current.signal,
            onUploadProgress: ({ loaded, total: bytes }) =>
              setProgress({ ...shown, percent: bytes ? Math.floor((loaded / bytes) * 100) : 0 }),
          });
          if (current.cancelled) {
            // The server refuses or withdraws the photo once it has the cancel; without that answer a
            // photo it stored may remain, and its message is shown so the user can take it back.
            const outcome = await cancelledUploadOutcome(current, total - index - 1);
            if (!outcome.withdrawn && result.ok) take([result.data.message]);
            setError(outcome.message);
            return;
          }
          if (!result.ok) {
            setError(result.messages.join('\n') || PHOTO_SEND_FAILED);
            return;
          }
          messageId = result.data.message.id;
          // A first private photo may have created the room: the rest go into it.
          if (to.type === 'private') to = { ...to, roomId: result.data.message.chatroom_id };
          take([result.data.message]);
        }
      } catch {
        setError(PHOTO_SEND_FAILED);
      } finally {
        setProgress(null);
        if (upload.current === current) upload.current = null;
      }
    },
    [sendOne, target, take, withdraw],
  );

  const cancel = useCallback(() => upload.current?.cancel(), []);

  return { send, sending: progress !== null, progress, error, cancel, canSend: target !== null };
};
