import type { TChatMessage } from '@genba/api-client/schemas';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../http/env.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import { type Announce, withEvents } from '../events/bus.ts';
import { loadRoomFor, loadSendRoom, ROOM_FORBIDDEN_MESSAGE } from '../talk/access.ts';
import {
  findMessage,
  hideMessage,
  markMessageDeleted,
  type NewMessage,
  roomMemberIds,
  updateMessageText,
} from '../talk/messageQueries.ts';
import type { RoomRow } from '../talk/queries.ts';
import { toWireMessage } from '../talk/wire.ts';
import { storeSentMessage } from './batch.ts';

/**
 * Send calls of talk §7: text and stamps to site and group rooms, edit,
 * delete and dispoff. Every write is published on the talk bus so the
 * room's other screens update live. Photo sends are in photo.ts; file
 * sends wait for the room file uploads (issue 11 §8).
 */

export const SEND_MESSAGES = {
  notSender: '自分が送信したメッセージのみ操作できます。',
  deleted: 'このメッセージは削除されています。',
  wrongRoom: 'このメッセージはこのトークルームのものではありません。',
  mentionOutsider: 'このトークルームのメンバー以外にはメンションできません。',
  notFieldRoom: '現場トークではありません。',
} as const;

/**
 * A stored message as the wire has it, announced as new or updated: called in withEvents's write,
 * so the message is read in the same transaction and its event logged with it.
 */
export const announceMessage = async (
  db: Db,
  announce: Announce,
  type: 'message' | 'message_updated',
  id: number,
): Promise<TChatMessage> => {
  const row = await findMessage(db, id);
  if (!row) throw new Error(`message ${id} vanished`);
  const message: TChatMessage = toWireMessage(row);
  announce({ type, chatroom_id: row.chat_room_id, message });
  return message;
};

/** A site room must be the project room of the project the request names. */
export const fieldRoom = async (
  db: Db,
  actor: ProjectActor,
  body: { chatroom_id: number; attendance_field_id: number },
) => {
  const room = await loadSendRoom(db, actor, body.chatroom_id);
  if (room.type !== 'project' || room.attendanceFieldId !== body.attendance_field_id)
    throw validationFailed({ attendance_field_id: [SEND_MESSAGES.notFieldRoom] });
  return room;
};

export const groupRoom = async (db: Db, actor: ProjectActor, roomId: number) => {
  const room = await loadSendRoom(db, actor, roomId);
  if (room.type !== 'group') throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  return room;
};

/**
 * Stores and announces a text or stamp message; mentions may only name the room's members.
 * Two statements after the room check (issue 11's send p99), shared by the sends that arrive
 * together (batch.ts): the messages with their mentions and read marks, then their events with
 * their NOTIFY.
 */
export const send = async (
  deps: AppDeps,
  db: Db,
  room: RoomRow,
  input: Omit<NewMessage, 'roomId'> & { kind: 'text' | 'stamp' },
) => {
  const mentions = input.mentionIds ?? [];
  if (mentions.length > 0) {
    const members = new Set(await roomMemberIds(db, room));
    if (mentions.some((id) => !members.has(id)))
      throw validationFailed({ mention_member_ids: [SEND_MESSAGES.mentionOutsider] });
  }
  return { message: await storeSentMessage(deps, db, { ...input, roomId: room.id }) };
};

/** The caller's own, undeleted message in a room they may use. */
export const ownMessage = async (db: Db, actor: ProjectActor, id: number, roomId?: number) => {
  const row = await findMessage(db, id);
  if (!row) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  await loadRoomFor(db, actor, row.chat_room_id);
  if (roomId !== undefined && row.chat_room_id !== roomId)
    throw validationFailed({ chatroom_id: [SEND_MESSAGES.wrongRoom] });
  if (row.member_id !== actor.member.id) throw forbidden(SEND_MESSAGES.notSender);
  if (row.del_flg) throw validationFailed({ id: [SEND_MESSAGES.deleted] });
  return row;
};

export const remove = async (deps: AppDeps, db: Db, actor: ProjectActor, id: number) => {
  const row = await ownMessage(db, actor, id);
  await withEvents(deps, db, async (tx, announce) => {
    await markMessageDeleted(tx, row.id);
    announce({ type: 'message_deleted', chatroom_id: row.chat_room_id, message_id: row.id });
  });
  return { success: true };
};

export const sendRoutes = [
  implement('sendFieldMessage', async ({ db, deps, member, company, body }) => {
    const room = await fieldRoom(db, { member, company }, body);
    return send(deps, db, room, {
      memberId: member.id,
      kind: 'text',
      message: body.message,
      mentionIds: body.mention_member_ids,
    });
  }),

  implement('sendFieldStamp', async ({ db, deps, member, company, body }) => {
    const room = await fieldRoom(db, { member, company }, body);
    return send(deps, db, room, { memberId: member.id, kind: 'stamp', stampId: body.stamp_id });
  }),

  implement('sendGroupMessage', async ({ db, deps, member, company, body }) => {
    const room = await groupRoom(db, { member, company }, body.chatroom_id);
    return send(deps, db, room, {
      memberId: member.id,
      kind: 'text',
      message: body.message,
      mentionIds: body.mention_member_ids,
    });
  }),

  implement('sendGroupStamp', async ({ db, deps, member, company, body }) => {
    const room = await groupRoom(db, { member, company }, body.chatroom_id);
    return send(deps, db, room, { memberId: member.id, kind: 'stamp', stampId: body.stamp_id });
  }),

  implement('updateFieldMessage', async ({ db, deps, member, company, body }) => {
    const row = await ownMessage(db, { member, company }, body.id, body.chatroom_id);
    if (row.kind !== 'text') throw validationFailed({ message: [SEND_MESSAGES.notSender] });
    const message = await withEvents(deps, db, async (tx, announce) => {
      await updateMessageText(tx, row.id, body.message);
      return announceMessage(tx, announce, 'message_updated', row.id);
    });
    return { message };
  }),

  implement('deleteFieldMessage', ({ db, deps, member, company, params }) =>
    remove(deps, db, { member, company }, params.id),
  ),

  implement('deleteGroupMessage', ({ db, deps, member, company, params }) =>
    remove(deps, db, { member, company }, params.id),
  ),

  implement('chatroomDispoffMessage', async ({ db, member, company, body }) => {
    const row = await findMessage(db, body.message_id);
    if (!row) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    await loadRoomFor(db, { member, company }, row.chat_room_id);
    if (row.chat_room_id !== body.chatroom_id)
      throw validationFailed({ chatroom_id: [SEND_MESSAGES.wrongRoom] });
    // Only the caller's view changes, so nothing is published.
    await hideMessage(db, row.id, member.id);
    return { success: true };
  }),
];
