import type { TChatRoom } from '@genba/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatRoomMembers,
  chatRooms,
  companies,
  members,
  projectMembers,
  projects,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import { requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';

export const ROOM_FORBIDDEN_MESSAGE = 'このトークルームを閲覧する権限がありません。';

type RoomRow = typeof chatRooms.$inferSelect;

/** The companies whose members are in the room (talk §3 companyList), own company first. */
const companyListOf = async (db: Db, room: RoomRow) => {
  const memberIds = room.attendanceFieldId
    ? db
        .select({ id: projectMembers.memberId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, room.attendanceFieldId))
    : db
        .select({ id: chatRoomMembers.memberId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.chatRoomId, room.id));
  const rows = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.belongToCompanyId))
    .where(inArray(members.id, memberIds))
    .orderBy(asc(companies.id));
  const own = rows.filter((r) => r.id === room.companyId);
  const others = rows.filter((r) => r.id !== room.companyId);
  return [...own, ...others].map((r) => ({ company_id: r.id, company_name: r.name }));
};

const toWireRoom = async (db: Db, room: RoomRow): Promise<TChatRoom> => {
  const [project] = room.attendanceFieldId
    ? await db
        .select({ caseName: projects.caseName })
        .from(projects)
        .where(eq(projects.id, room.attendanceFieldId))
    : [];
  return {
    chatroom_id: room.id,
    type: room.type,
    attendance_field_id: room.attendanceFieldId,
    name: room.type === 'project' ? null : room.name,
    case_name: project?.caseName ?? null,
    service_id: null,
    companyList: await companyListOf(db, room),
  };
};

/** Project rooms follow project access; group and private rooms their member list. */
const requireRoomAccess = async (db: Db, actor: ProjectActor, room: RoomRow): Promise<void> => {
  if (room.companyId !== actor.company.id) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  if (room.attendanceFieldId) return requireProjectAccess(db, actor, room.attendanceFieldId);
  const [row] = await db
    .select({ id: chatRoomMembers.memberId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.chatRoomId, room.id), eq(chatRoomMembers.memberId, actor.member.id)));
  if (!row) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
};

export const roomRoutes = [
  implement('getTalkByFieldId', async ({ db, params, member, company }) => {
    await requireProjectAccess(db, { member, company }, params.id);
    const [room] = await db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.attendanceFieldId, params.id), eq(chatRooms.type, 'project')));
    if (!room) throw notFound();
    return toWireRoom(db, room);
  }),

  implement('getChatroomByRoomId', async ({ db, params, member, company }) => {
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, params.id));
    // An unknown id and another company's room answer alike, so ids cannot be probed.
    if (!room) throw forbidden(TENANCY_MESSAGES.field);
    await requireRoomAccess(db, { member, company }, room);
    return toWireRoom(db, room);
  }),
];
