import type { TChatRoom } from '@genba/api-client';

/**
 * Where a photo send goes (talk §7 Send): a site room (its album), a group
 * room, or a private room with one partner, which may not exist yet.
 */
export type PhotoTarget =
  | { type: 'project'; roomId: number; fieldId: number }
  | { type: 'group'; roomId: number }
  | { type: 'private'; roomId: number | null; partnerId: number };

export type PhotoCallName =
  | 'sendFieldPhoto'
  | 'sendChatroomFirstPhoto'
  | 'sendGroupPhoto'
  | 'sendMemberFirstPhoto'
  | 'sendMemberPhoto';

/** The target of a room; a private room needs its partner, and without one nothing can be sent. */
export const photoTargetOf = (room: TChatRoom, partnerId: number | undefined): PhotoTarget | null => {
  if (room.type === 'project')
    return room.attendance_field_id === null
      ? null
      : { type: 'project', roomId: room.chatroom_id, fieldId: room.attendance_field_id };
  if (room.type === 'group') return { type: 'group', roomId: room.chatroom_id };
  return partnerId === undefined ? null : { type: 'private', roomId: room.chatroom_id, partnerId };
};

/**
 * Which call sends the next photo of one send. The first photo of a group or
 * private send uses the first-photo call, which creates the message (and a
 * private room that does not exist yet); the rest attach to that message.
 * Site rooms keep sendFieldPhoto for every photo, the first one without
 * message_id, as the album's photo flow expects.
 */
export const photoCallFor = (target: PhotoTarget, messageId: number | undefined): PhotoCallName => {
  if (target.type === 'project') return 'sendFieldPhoto';
  if (target.type === 'group') return messageId === undefined ? 'sendChatroomFirstPhoto' : 'sendGroupPhoto';
  return messageId === undefined ? 'sendMemberFirstPhoto' : 'sendMemberPhoto';
};
