import type { TChatMessage, TChatRoom } from '@genba/api-client';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
// The album's resizer and EXIF reader: photos sent in talk are prepared exactly as album uploads are.
import { readExif } from '../../album/utils/exif.ts';
import { partitionPhotos } from '../../album/utils/partitionPhotos.ts';
import { resizedPhotoName, resizeForUpload } from '../../album/utils/resize.ts';
import { type PhotoTarget, photoCallFor, photoTargetOf } from '../utils/photoTarget.ts';

export const PHOTO_SEND_FAILED = '写真を送信できませんでした。もう一度お試しください。';

type PhotoFields = {
  file: File;
  building_picture_datetime: string;
  tag_setting_ids: number[];
  api_version: number;
};

/**
 * Sends photos into any room: a site room (sendFieldPhoto, into the project
 * album), a group room or a private room (first-photo call, then the rest
 * attached to its message; photoTarget.ts). Each photo is resized in the
 * album's Web Worker and sent one after another so they keep their order.
 * Each answer goes to `take` at once; the live event updates the other screens.
 */
export const useSendPhotos = (
  room: TChatRoom,
  take: (messages: TChatMessage[]) => void,
  partnerId?: number | undefined,
) => useSendPhotosTo(photoTargetOf(room, partnerId), take);

/** As useSendPhotos, to a target that may have no room yet (a private chat before its first message). */
export const useSendPhotosTo = (target: PhotoTarget | null, take: (messages: TChatMessage[]) => void) => {
  const { client } = useApi();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const sendOne = useCallback(
    (to: PhotoTarget, fields: PhotoFields, messageId: number | undefined) => {
      const attach = messageId === undefined ? {} : { message_id: messageId };
      switch (photoCallFor(to, messageId)) {
        case 'sendFieldPhoto':
          if (to.type !== 'project') throw new Error('sendFieldPhoto needs a site room');
          return client.call('sendFieldPhoto', {
            body: { ...fields, chatroom_id: to.roomId, attendance_field_id: to.fieldId, ...attach },
          });
        case 'sendChatroomFirstPhoto':
          if (to.type !== 'group') throw new Error('sendChatroomFirstPhoto is used for group rooms');
          return client.call('sendChatroomFirstPhoto', { body: { ...fields, chatroom_id: to.roomId } });
        case 'sendGroupPhoto':
          if (to.type !== 'group') throw new Error('sendGroupPhoto needs a group room');
          return client.call('sendGroupPhoto', { body: { ...fields, chatroom_id: to.roomId, ...attach } });
        case 'sendMemberFirstPhoto':
          if (to.type !== 'private') throw new Error('sendMemberFirstPhoto needs a private room');
          return client.call('sendMemberFirstPhoto', {
            body: {
              ...fields,
              to_member_id: to.partnerId,
              ...(to.roomId === null ? {} : { chatroom_id: to.roomId }),
            },
          });
        case 'sendMemberPhoto':
          if (to.type !== 'private' || to.roomId === null)
            throw new Error('sendMemberPhoto needs the private room');
          return client.call('sendMemberPhoto', {
            body: { ...fields, chatroom_id: to.roomId, to_member_id: to.partnerId, ...attach },
          });
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
      setSending(true);
      let to = target;
      let messageId: number | undefined;
      try {
        for (const photo of photos) {
          const exif = await readExif(photo);
          const resized = await resizeForUpload(photo);
          const fields = {
            file: new File([resized], resizedPhotoName(photo.name), { type: 'image/jpeg' }),
            building_picture_datetime: exif.shotAt,
            tag_setting_ids: [],
            api_version: 2,
          };
          const result = await sendOne(to, fields, messageId);
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
        setSending(false);
      }
    },
    [sendOne, target, take],
  );

  return { send, sending, error, canSend: target !== null };
};
