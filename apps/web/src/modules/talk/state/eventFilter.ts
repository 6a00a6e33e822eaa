import type { TTalkEvent } from '@genba/api-client';

export type TalkEventType = TTalkEvent['type'];

/** What one subscriber of the shared live stream wants: one room, some event types, or both. */
export type TalkEventFilter = {
  readonly chatroomId?: number | undefined;
  readonly types?: readonly TalkEventType[] | undefined;
};

/** Whether `event` passes `filter`; no filter (or an empty one) passes everything. */
export const acceptsEvent = (filter: TalkEventFilter | undefined, event: TTalkEvent): boolean =>
  (filter?.chatroomId === undefined || filter.chatroomId === event.chatroom_id) &&
  (filter?.types === undefined || filter.types.includes(event.type));

/** The events that change a room list's rows (last message, unread and mention badges, new rooms). */
export const ROOM_LIST_EVENTS: readonly TalkEventType[] = [
  'message',
  'message_updated',
  'message_deleted',
  'read',
  'mention',
  'room_joined',
];
