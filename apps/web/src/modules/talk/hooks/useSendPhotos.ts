import type { TChatMessage, TChatRoom } from '@genba/api-client';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
// The album's resizer and EXIF reader: photos sent in talk are prepared exactly as album uploads are.
import { readExif } from '../../album/utils/exif.ts';
import { partitionPhotos } from '../../album/utils/partitionPhotos.ts';
import { resizedPhotoName, resizeForUpload } from '../../album/utils/resize.ts';

export const PHOTO_SEND_FAILED = '写真を送信できませんでした。もう一度お試しください。';

/**
 * Sends photos into a site room (sendFieldPhoto): each is resized in the
 * album's Web Worker, the first creates the photo message and the rest are
 * attached to it, one after another so they keep their order. Each answer
 * goes to `take` at once; the live event then updates the other screens.
 */
export const useSendPhotos = (room: TChatRoom, take: (messages: TChatMessage[]) => void) => {
  const { client } = useApi();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = room.type === 'project' ? room.attendance_field_id : null;

  const send = useCallback(
    async (files: readonly File[]) => {
      if (fieldId === null) return;
      const { photos, message } = partitionPhotos(files);
      setError(message);
      if (photos.length === 0) return;
      setSending(true);
      let messageId: number | undefined;
      try {
        for (const photo of photos) {
          const exif = await readExif(photo);
          const resized = await resizeForUpload(photo);
          const result = await client.call('sendFieldPhoto', {
            body: {
              chatroom_id: room.chatroom_id,
              attendance_field_id: fieldId,
              file: new File([resized], resizedPhotoName(photo.name), { type: 'image/jpeg' }),
              building_picture_datetime: exif.shotAt,
              tag_setting_ids: [],
              api_version: 2,
              ...(messageId === undefined ? {} : { message_id: messageId }),
            },
          });
          if (!result.ok) {
            setError(result.messages.join('\n') || PHOTO_SEND_FAILED);
            return;
          }
          messageId = result.data.message.id;
          take([result.data.message]);
        }
      } catch {
        setError(PHOTO_SEND_FAILED);
      } finally {
        setSending(false);
      }
    },
    [client, fieldId, room.chatroom_id, take],
  );

  return { send, sending, error, canSend: fieldId !== null };
};
