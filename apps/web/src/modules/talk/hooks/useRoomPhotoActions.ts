import type { TChatRoom } from '@genba/api-client';
import { type TimelineMessage, type TimelinePhoto, withoutPhoto } from '@genba/ui';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/** What the sender asked to do with one photo of their message, waiting for confirmation. */
export type PhotoAction = { kind: 'detach' | 'hide'; message: TimelineMessage; photo: TimelinePhoto };

/** talk §7 Album: one detach and one hide call per room type. */
const DETACH_CALL = {
  project: 'detachFieldPhoto',
  group: 'detachGroupPhoto',
  private: 'detachMemberPhoto',
} as const;
const HIDE_CALL = {
  project: 'disabledFieldPhoto',
  group: 'disabledGroupPicturePhoto',
  private: 'disabledMemberPicturePhoto',
} as const;

export const PHOTO_ACTION_FAILED = {
  detach: '写真をメッセージから外せませんでした。もう一度お試しください。',
  hide: '写真を非表示にできませんでした。もう一度お試しください。',
} as const;

/**
 * Detach and hide for the sender's own photos in a room. The photo leaves the
 * message at once (optimistic); if the server refuses, the message is put
 * back as it was and the reason is shown. The live message_updated event then
 * brings every screen, this one included, the server's version.
 */
export const useRoomPhotoActions = (room: TChatRoom, put: (shown: readonly TimelineMessage[]) => void) => {
  const { client } = useApi();
  // The last action stays after the dialog closes, so its text does not change while it fades out.
  const [asked, setAsked] = useState<{ action: PhotoAction; open: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const call = (action: PhotoAction) =>
    action.kind === 'detach'
      ? client.call(DETACH_CALL[room.type], { params: { id: action.photo.id } })
      : client.call(HIDE_CALL[room.type], {
          body: { picture_id_list: [action.photo.id], chatroom_id: room.chatroom_id },
        });

  const confirm = async () => {
    if (!asked?.open) return;
    const { action } = asked;
    setAsked({ action, open: false });
    setError(null);
    put([withoutPhoto(action.message, action.photo.id)]);
    const result = await call(action);
    if (!result.ok) {
      put([action.message]);
      setError(result.messages[0] ?? PHOTO_ACTION_FAILED[action.kind]);
    }
  };

  return {
    /** The action being confirmed (or last confirmed), and whether its dialog is open. */
    asked: asked?.action ?? null,
    open: asked?.open ?? false,
    error,
    ask: (kind: PhotoAction['kind']) => (message: TimelineMessage, photo: TimelinePhoto) =>
      setAsked({ action: { kind, message, photo }, open: true }),
    cancel: () => setAsked((a) => a && { ...a, open: false }),
    confirm,
  };
};
