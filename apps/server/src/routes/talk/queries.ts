import { PROJECT_STATUS_FILTER, type ProjectCompletionStatus } from '@genba/validators';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { generationCache } from '../../db/generationCache.ts';
import { roomWriteGeneration } from '../../db/roomWrites.ts';
import {
  chatRoomMembers,
  chatRooms,
  companies,
  members,
  projectMembers,
  projects,
  talkEvents,
  talkPinnedSites,
} from '../../db/schema/index.ts';
import { type RoomCounts, roomCountsSql } from './messageQueries.ts';

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

/** The where clause of a member's project rooms: their projects in the session's company, filtered. */
const projectRoomFilters = (filter: ProjectRoomFilter): SQL | undefined => {
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
  return and(...filters);
};

/** The member's project rooms in the company the session acts for, newest project first. */
export const listMemberProjectRooms = (db: Db, filter: ProjectRoomFilter): Promise<ProjectRoomRow[]> =>
  db
    .select({ project: projects, roomId: chatRooms.id })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(chatRooms, and(eq(chatRooms.attendanceFieldId, projects.id), eq(chatRooms.type, 'project')))
    .where(projectRoomFilters(filter))
    .orderBy(desc(projects.createdAt), asc(projects.id));

/** One row of the talk project list: the project's listed columns, its room's counts, and the member's pin. */
export type ProjectListRow = {
  project: Pick<typeof projects.$inferSelect, 'id' | 'caseName' | 'completionStatus' | 'officeId'>;
  roomId: number;
  counts: RoomCounts;
  pinned: boolean;
};

type ProjectListJson = {
  room_id: number;
  project_id: number;
  case_name: string;
  completion_status: ProjectListRow['project']['completionStatus'];
  office_id: number | null;
  unread: number;
  mentions: number;
  last_message: string | null;
  last_sent: string | null;
  last_kind: RoomCounts['lastKind'];
  pinned: boolean;
};

/**
 * listMemberProjectRooms with each room's counts and the member's pins, in
 * one statement answering one JSON cell: the talk list (getProjectList) is the
 * most frequent call, and on PGlite each statement and each result cell costs
 * more than PostgreSQL's work on a few dozen rooms (scripts/bench-api.ts).
 */
export const listProjectListRows = async (
  db: Db,
  filter: ProjectRoomFilter,
): Promise<{ rows: ProjectListRow[]; lastEventId: number }> => {
  const counts = roomCountsSql(sql`r.id`, filter.memberId);
  // The newest talk event, read in the statement that reads the rooms (one snapshot): the client opens
  // its live stream after it, so the list and the stream meet without a second fetch (issue 7).
  const [answer] = await queryRows<{ rows: ProjectListJson[] | null; last_event_id: number }>(
    db,
    sql`select (select coalesce(max(${talkEvents.id}), 0) from ${talkEvents})::int as last_event_id,
        json_agg(json_build_object(
          'room_id', r.id, 'project_id', ${projects.id}, 'case_name', ${projects.caseName},
          'completion_status', ${projects.completionStatus}, 'office_id', ${projects.officeId},
          'unread', ${counts.unread}, 'mentions', ${counts.mentions},
          'last_message', last.message, 'last_sent', last.sent, 'last_kind', last.kind,
          'pinned', exists (select 1 from ${talkPinnedSites} s where s.member_id = ${filter.memberId} and s.project_id = ${projects.id})
        ) order by ${projects.createdAt} desc, ${projects.id}) as rows
        from ${projectMembers}
        join ${projects} on ${projects.id} = ${projectMembers.projectId}
        join ${chatRooms} r on r.attendance_field_id = ${projects.id} and r.type = 'project'
        ${counts.lastJoin}
        where ${projectRoomFilters(filter)}`,
  );
  const rows = (answer?.rows ?? []).map((row) => ({
    project: {
      id: row.project_id,
      caseName: row.case_name,
      completionStatus: row.completion_status,
      officeId: row.office_id,
    },
    roomId: row.room_id,
    counts: {
      roomId: row.room_id,
      unread: row.unread,
      mentions: row.mentions,
      lastMessage: row.last_message,
      lastSent: row.last_sent,
      lastKind: row.last_kind,
    },
    pinned: row.pinned,
  }));
  return { rows, lastEventId: answer?.last_event_id ?? 0 };
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

/**
 * Room rows remembered while no statement has written chat_rooms, projects or companies
 * (db/roomWrites.ts; PGlite only, PostgreSQL always reads), for the sends (send/index.ts): they
 * check a room by its company, type and project, and that check was one of a send's three
 * statements (issue 11's send p99). Reads that answer the room's name use findRoom.
 */
const cachedRoom = generationCache<RoomRow | null>(roomWriteGeneration, {
  maxAgeMs: 30_000,
  maxEntries: 10_000,
});

export const findRoomCached = async (db: Db, roomId: number): Promise<RoomRow | undefined> => {
  const room = await cachedRoom(db, String(roomId), async () => (await findRoom(db, roomId)) ?? null);
  // A copy: the cached row is shared by every request.
  return room ? { ...room } : undefined;
};

/** Whether the member is on a group or private room's member list. */
export const isRoomMember = async (db: Db, roomId: number, memberId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: chatRoomMembers.memberId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.chatRoomId, roomId), eq(chatRoomMembers.memberId, memberId)));
  return row !== undefined;
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

/**
 * listRoomCompanies for many rooms in one statement answering one JSON cell,
 * by room id (a room whose members have no company is absent): the room lists
 * (group tab, search) ran one statement per room.
 */
export const listCompaniesByRoom = async (
  db: Db,
  roomIds: readonly number[],
): Promise<Map<number, RoomCompanyRow[]>> => {
  const byRoom = new Map<number, RoomCompanyRow[]>();
  if (roomIds.length === 0) return byRoom;
  const ids = sql.join(
    roomIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const [answer] = await queryRows<{ rooms: { room_id: number; companies: RoomCompanyRow[] }[] | null }>(
    db,
    sql`select json_agg(json_build_object('room_id', rc.room_id, 'companies', rc.companies)) as rooms
        from (select x.room_id, json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id) as companies
                from (select distinct r.id as room_id, m.belong_to_company_id as company_id
                        from ${chatRooms} r
                        left join ${projectMembers} pm on r.attendance_field_id is not null
                                                      and pm.project_id = r.attendance_field_id
                        left join ${chatRoomMembers} crm on r.attendance_field_id is null and crm.chat_room_id = r.id
                        join ${members} m on m.id = coalesce(pm.member_id, crm.member_id)
                       where r.id in (${ids})) x
                join ${companies} c on c.id = x.company_id
               group by x.room_id) rc`,
  );
  for (const row of answer?.rooms ?? []) byRoom.set(row.room_id, row.companies);
  return byRoom;
};

/**
 * What a room's heading shows besides the room itself: its project's name
 * (project rooms) and listRoomCompanies, in one statement (the room reads ran
 * two; on PGlite each statement costs more than either's work).
 */
export const findRoomHeading = async (
  db: Db,
  room: RoomRow,
): Promise<{ caseName: string | null; companies: RoomCompanyRow[] }> => {
  const caseName = room.attendanceFieldId
    ? sql`(select ${projects.caseName} from ${projects} where ${projects.id} = ${room.attendanceFieldId})`
    : sql`null::text`;
  const [row] = await queryRows<{ case_name: string | null; companies: RoomCompanyRow[] }>(
    db,
    sql`select ${caseName} as case_name,
          coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
                    from (${listRoomCompanies(db, room)}) c), '[]'::json) as companies`,
  );
  return { caseName: row?.case_name ?? null, companies: row?.companies ?? [] };
};
