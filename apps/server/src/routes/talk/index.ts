import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { type ProjectActor, requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';
import {
  findCaseName,
  findProjectRoom,
  findRoom,
  isRoomMember,
  listMemberProjectRooms,
  listRoomCompanies,
  type RoomRow,
} from './queries.ts';
import { toWireProjectListItem, toWireRoom } from './wire.ts';

/**
 * The talk feature's routes, declared from their catalogue entries: access
 * rules here, reads in queries.ts, wire shapes in wire.ts (docs/adr/006).
 */

export const ROOM_FORBIDDEN_MESSAGE = 'このトークルームを閲覧する権限がありません。';

/** Project rooms follow project access; group and private rooms their member list. */
const requireRoomAccess = async (db: Db, actor: ProjectActor, room: RoomRow): Promise<void> => {
  if (room.companyId !== actor.company.id) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  if (room.attendanceFieldId) return requireProjectAccess(db, actor, room.attendanceFieldId);
  if (!(await isRoomMember(db, room.id, actor.member.id))) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
};

const roomAnswer = async (db: Db, room: RoomRow) =>
  toWireRoom(
    room,
    room.attendanceFieldId ? await findCaseName(db, room.attendanceFieldId) : null,
    await listRoomCompanies(db, room),
  );

export const talkRoutes = [
  implement('getProjectList', async ({ db, member, company, query }) => {
    const rows = await listMemberProjectRooms(db, {
      memberId: member.id,
      companyId: company.id,
      completionStatus: query.completion_status,
      keyword: query.keyword,
    });
    return { projects: rows.map(toWireProjectListItem), total_unread: 0 };
  }),

  implement('getTalkByFieldId', async ({ db, params, member, company }) => {
    await requireProjectAccess(db, { member, company }, params.id);
    const room = await findProjectRoom(db, params.id);
    if (!room) throw notFound();
    return roomAnswer(db, room);
  }),

  implement('getChatroomByRoomId', async ({ db, params, member, company }) => {
    const room = await findRoom(db, params.id);
    // An unknown id and another company's room answer alike, so ids cannot be probed.
    if (!room) throw forbidden(TENANCY_MESSAGES.field);
    await requireRoomAccess(db, { member, company }, room);
    return roomAnswer(db, room);
  }),
];
