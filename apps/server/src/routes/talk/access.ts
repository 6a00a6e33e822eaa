import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { canAccessProject, type ProjectActor } from '../../http/tenancy.ts';
import { findRoom, isRoomMember, type RoomRow } from './queries.ts';

export const ROOM_FORBIDDEN_MESSAGE = 'このトークルームを閲覧する権限がありません。';

/**
 * Project rooms follow project access; group and private rooms their member
 * list. Every refusal is the same 403, so what kind of room an id is stays hidden.
 */
export const requireRoomAccess = async (db: Db, actor: ProjectActor, room: RoomRow): Promise<void> => {
  if (room.companyId !== actor.company.id) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  if (room.attendanceFieldId) {
    if (!(await canAccessProject(db, actor, room.attendanceFieldId))) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    return;
  }
  if (!(await isRoomMember(db, room.id, actor.member.id))) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
};

/**
 * The room, when the actor may use it. An unknown id and a room of someone
 * else answer alike (403), so private rooms cannot be probed for.
 */
export const loadRoomFor = async (
  db: Db,
  actor: ProjectActor,
  roomId: number,
  /** findRoomCached for a send, which reads no more of the room than its company, type and project. */
  find: typeof findRoom = findRoom,
): Promise<RoomRow> => {
  const room = await find(db, roomId);
  if (!room) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  await requireRoomAccess(db, actor, room);
  return room;
};
