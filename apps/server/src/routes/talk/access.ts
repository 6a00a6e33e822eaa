import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomWriteGeneration } from '../../db/roomWrites.ts';
import { chatRoomMembers, chatRooms, projectMembers, projects } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { canAccessProject, type ProjectActor, projectAccessAllows } from '../../http/tenancy.ts';
import { findRoom, findRoomCached, isRoomMember, type RoomRow } from './queries.ts';

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

/**
 * loadRoomFor for a send, in as few round trips as the engine allows (issue 11's send p99). PGlite
 * remembers the room and the project's access facts between writes (findRoomCached,
 * canAccessProject): no statement at all. PostgreSQL remembers nothing (other processes write), and
 * read them one after the other: the room, then its project or its member list. Here one statement
 * reads the room with the facts requireRoomAccess decides on, and the same rules decide
 * (projectAccessAllows), with the same 403 for every refusal.
 */
export const loadSendRoom = async (db: Db, actor: ProjectActor, roomId: number): Promise<RoomRow> => {
  if (roomWriteGeneration(db)) return loadRoomFor(db, actor, roomId, findRoomCached);
  const memberId = actor.member.id;
  const [row] = await db
    .select({
      room: chatRooms,
      projectCompanyId: projects.companyId,
      participant: projectMembers.memberId,
      roomMember: chatRoomMembers.memberId,
    })
    .from(chatRooms)
    .leftJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, chatRooms.attendanceFieldId), eq(projectMembers.memberId, memberId)),
    )
    .leftJoin(
      chatRoomMembers,
      and(eq(chatRoomMembers.chatRoomId, chatRooms.id), eq(chatRoomMembers.memberId, memberId)),
    )
    .where(eq(chatRooms.id, roomId));
  if (!row) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  const { room } = row;
  if (room.companyId !== actor.company.id) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  const allowed = room.attendanceFieldId
    ? projectAccessAllows(
        row.projectCompanyId === null
          ? null
          : { companyId: row.projectCompanyId, participant: row.participant !== null },
        actor,
      )
    : row.roomMember !== null;
  if (!allowed) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  return room;
};
