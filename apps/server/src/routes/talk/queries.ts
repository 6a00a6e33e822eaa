import { PROJECT_STATUS_FILTER, type ProjectCompletionStatus } from '@genba/validators';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatRoomMembers,
  chatRooms,
  companies,
  members,
  projectMembers,
  projects,
} from '../../db/schema/index.ts';

/** The talk feature's reads. Handlers in index.ts call these; no drizzle query is written in a handler. */

export type RoomRow = typeof chatRooms.$inferSelect;
export type ProjectRoomRow = { project: typeof projects.$inferSelect; roomId: number };
export type RoomCompanyRow = { id: number; name: string };

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export type ProjectRoomFilter = {
  memberId: number;
  companyId: number;
  /** A completion status, or the selector's 99 (all) / 999 (edit), which filter nothing. */
  completionStatus?: number | undefined;
  keyword?: string | undefined;
};

/** The member's project rooms in the company the session acts for, newest project first. */
export const listMemberProjectRooms = (db: Db, filter: ProjectRoomFilter): Promise<ProjectRoomRow[]> => {
  const filters: SQL[] = [
    eq(projectMembers.memberId, filter.memberId),
    eq(projects.companyId, filter.companyId),
  ];
  const status = filter.completionStatus;
  if (status !== undefined && status !== PROJECT_STATUS_FILTER.all && status !== PROJECT_STATUS_FILTER.edit) {
    filters.push(eq(projects.completionStatus, status as ProjectCompletionStatus));
  }
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const match = or(ilike(projects.caseName, pattern), ilike(projects.caseNameKana, pattern));
    if (match) filters.push(match);
  }
  return db
    .select({ project: projects, roomId: chatRooms.id })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(chatRooms, and(eq(chatRooms.attendanceFieldId, projects.id), eq(chatRooms.type, 'project')))
    .where(and(...filters))
    .orderBy(desc(projects.createdAt), asc(projects.id));
};

/** The project room of a project (talk §3: one per project). */
export const findProjectRoom = async (db: Db, projectId: number): Promise<RoomRow | undefined> => {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.attendanceFieldId, projectId), eq(chatRooms.type, 'project')));
  return room;
};

export const findRoom = async (db: Db, roomId: number): Promise<RoomRow | undefined> => {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  return room;
};

/** Whether the member is on a group or private room's member list. */
export const isRoomMember = async (db: Db, roomId: number, memberId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: chatRoomMembers.memberId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.chatRoomId, roomId), eq(chatRoomMembers.memberId, memberId)));
  return row !== undefined;
};

export const findCaseName = async (db: Db, projectId: number): Promise<string | null> => {
  const [project] = await db
    .select({ caseName: projects.caseName })
    .from(projects)
    .where(eq(projects.id, projectId));
  return project?.caseName ?? null;
};

/**
 * The companies the room's members belong to (talk §3 companyList): project
 * rooms follow project_members, group and private rooms their member list.
 */
export const listRoomCompanies = (db: Db, room: RoomRow): Promise<RoomCompanyRow[]> => {
  const memberIds = room.attendanceFieldId
    ? db
        .select({ id: projectMembers.memberId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, room.attendanceFieldId))
    : db
        .select({ id: chatRoomMembers.memberId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.chatRoomId, room.id));
  return db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.belongToCompanyId))
    .where(inArray(members.id, memberIds))
    .orderBy(asc(companies.id));
};
