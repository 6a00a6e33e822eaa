import { LIMITS } from '@genba/validators';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  chatMessageWorkingTimes,
  chatRoomMembers,
  chatRooms,
  talkPinnedSites,
} from '../../db/schema/index.ts';
import type { RoomMemberRow } from '../talk/messageQueries.ts';
import { likePattern, type RoomRow } from '../talk/queries.ts';

/**
 * Reads and writes of the room lists (issue 11 §1): pinned sites, group and
 * private rooms, the people one can talk to, working-time reports.
 * Limits that must hold under concurrency (3 pins, 1000 groups, one private
 * room per pair) are checked under a transaction-scoped advisory lock.
 */

/** Advisory-lock namespaces (second key), so pin, group and private-room locks never meet. */
const LOCK = { pins: -1, groups: -2 } as const;

export const listPinnedProjectIds = async (db: Db, memberId: number): Promise<number[]> =>
  (
    await db
      .select({ id: talkPinnedSites.projectId })
      .from(talkPinnedSites)
      .where(eq(talkPinnedSites.memberId, memberId))
      .orderBy(asc(talkPinnedSites.pinnedAt), asc(talkPinnedSites.projectId))
  ).map((r) => r.id);

/** Pins a site; 'limit' when three others are pinned already. Pinning a pinned site is a no-op. */
export const pinSite = (db: Db, memberId: number, projectId: number): Promise<'ok' | 'limit'> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int, ${LOCK.pins}::int)`);
    const pinned = await listPinnedProjectIds(tx, memberId);
    if (pinned.includes(projectId)) return 'ok';
    if (pinned.length >= LIMITS.pinnedSites) return 'limit';
    await tx.insert(talkPinnedSites).values({ memberId, projectId });
    return 'ok';
  });

export const unpinSite = async (db: Db, memberId: number, projectId: number): Promise<void> => {
  await db
    .delete(talkPinnedSites)
    .where(and(eq(talkPinnedSites.memberId, memberId), eq(talkPinnedSites.projectId, projectId)));
};

export type ListedRoomRow = { room: RoomRow; partnerName: string | null; partnerId: number | null };

/** The member's group and private rooms in the company; private rooms carry the other member's name. */
export const listMemberRooms = async (
  db: Db,
  memberId: number,
  companyId: number,
  keyword?: string,
): Promise<ListedRoomRow[]> => {
  const rows = await queryRows<{ id: number; partner_name: string | null; partner_id: number | null }>(
    db,
    sql`select r.id, p.name as partner_name, p.id as partner_id
        from chat_room_members crm join chat_rooms r on r.id = crm.chat_room_id
        left join lateral (select o.id, trim(o.name1 || ' ' || o.name2) as name
                             from chat_room_members om join members o on o.id = om.member_id
                            where r.type = 'private' and om.chat_room_id = r.id and om.member_id <> ${memberId}
                            limit 1) p on true
        where crm.member_id = ${memberId} and r.company_id = ${companyId} and r.type in ('group', 'private')
        order by r.id`,
  );
  if (rows.length === 0) return [];
  const rooms = await db
    .select()
    .from(chatRooms)
    .where(
      inArray(
        chatRooms.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const listed = rows.flatMap((r) => {
    const room = byId.get(r.id);
    return room ? [{ room, partnerName: r.partner_name, partnerId: r.partner_id }] : [];
  });
  if (!keyword) return listed;
  const needle = (keyword ?? '').toLowerCase();
  return listed.filter((r) =>
    (r.room.type === 'private' ? (r.partnerName ?? '') : r.room.name).toLowerCase().includes(needle),
  );
};

/** The last row a room-list page held: its last message's time (wire, Japan time; absent when none) and id. */
export type RoomListCursor = { sent?: string | undefined; id: number };

/**
 * One keyset page of the member's group rooms in the company (getGroupChatList), in SQL: newest
 * last message first (deleted messages do not count), rooms without messages last, ties by id
 * descending, the order of `compareByLatest`. Each room's last message is one backward step of
 * chat_messages_room_sent_idx (chat_room_id, sent, id), so only the page's rows are summarised.
 */
export const pageMemberGroupRooms = async (
  db: Db,
  memberId: number,
  companyId: number,
  page: { after?: RoomListCursor | undefined; limit: number },
): Promise<{ rows: ListedRoomRow[]; hasMore: boolean }> => {
  const { after } = page;
  const cursor =
    after === undefined
      ? sql``
      : after.sent === undefined
        ? sql`and last.sent is null and r.id < ${after.id}`
        : sql`and (last.sent is null
                   or (last.sent, r.id) < ((${after.sent}::timestamp at time zone 'Asia/Tokyo'), ${after.id}))`;
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select r.id
        from chat_room_members crm join chat_rooms r on r.id = crm.chat_room_id
        left join lateral (select m.sent from chat_messages m where m.chat_room_id = r.id and m.del_flg = false
                           order by m.sent desc, m.id desc limit 1) last on true
        where crm.member_id = ${memberId} and r.company_id = ${companyId} and r.type = 'group' ${cursor}
        order by last.sent desc nulls last, r.id desc
        limit ${page.limit + 1}`,
  );
  const pageIds = ids.slice(0, page.limit).map((r) => r.id);
  if (pageIds.length === 0) return { rows: [], hasMore: false };
  const rooms = await db.select().from(chatRooms).where(inArray(chatRooms.id, pageIds));
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const rows = pageIds.flatMap((id) => {
    const room = byId.get(id);
    return room ? [{ room, partnerName: null, partnerId: null }] : [];
  });
  return { rows, hasMore: ids.length > page.limit };
};

/** The other member of a private room, for its name as the viewer sees it. */
export const privatePartnerName = async (
  db: Db,
  roomId: number,
  viewerId: number,
): Promise<string | null> => {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select trim(o.name1 || ' ' || o.name2) as name from chat_room_members om join members o on o.id = om.member_id
        where om.chat_room_id = ${roomId} and om.member_id <> ${viewerId} limit 1`,
  );
  return row?.name ?? null;
};

/** A new group with its members; 'limit' at the company's 1000th group (core §9). */
export const createGroupRoom = (
  db: Db,
  input: { companyId: number; name: string; memberIds: readonly number[] },
): Promise<RoomRow | 'limit'> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${input.companyId}::int, ${LOCK.groups}::int)`);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from chat_rooms where company_id = ${input.companyId} and type = 'group'`,
    );
    if ((count?.n ?? 0) >= LIMITS.paging.chatGroups) return 'limit';
    const [room] = await tx
      .insert(chatRooms)
      .values({ companyId: input.companyId, type: 'group', name: input.name })
      .returning();
    if (!room) throw new Error('group room was not stored');
    await tx
      .insert(chatRoomMembers)
      .values([...new Set(input.memberIds)].map((memberId) => ({ chatRoomId: room.id, memberId })));
    return room;
  });

const privateRoomQuery = (companyId: number, a: number, b: number) =>
  sql`select r.id from chat_rooms r
      where r.company_id = ${companyId} and r.type = 'private'
        and exists (select 1 from chat_room_members x where x.chat_room_id = r.id and x.member_id = ${a})
        and exists (select 1 from chat_room_members y where y.chat_room_id = r.id and y.member_id = ${b})
      order by r.id limit 1`;

/** The private room of two members, if their first message has created it. */
export const findPrivateRoom = async (
  db: Db,
  companyId: number,
  a: number,
  b: number,
): Promise<RoomRow | undefined> => {
  const [row] = await queryRows<{ id: number }>(db, privateRoomQuery(companyId, a, b));
  if (!row) return undefined;
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, row.id));
  return room;
};

/** The pair's private room, created on first use; two first messages at once still make one room. */
export const findOrCreatePrivateRoom = (db: Db, companyId: number, a: number, b: number): Promise<RoomRow> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${Math.min(a, b)}::int, ${Math.max(a, b)}::int)`);
    const [existing] = await queryRows<{ id: number }>(tx, privateRoomQuery(companyId, a, b));
    if (existing) {
      const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.id, existing.id));
      if (room) return room;
    }
    const [room] = await tx.insert(chatRooms).values({ companyId, type: 'private', name: '' }).returning();
    if (!room) throw new Error('private room was not stored');
    await tx.insert(chatRoomMembers).values([
      { chatRoomId: room.id, memberId: a },
      { chatRoomId: room.id, memberId: b },
    ]);
    return room;
  });

/** A member of the company as the member list shows them (room role general), or undefined. */
export const findContact = async (
  db: Db,
  companyId: number,
  memberId: number,
): Promise<RoomMemberRow | undefined> => {
  const [row] = await queryRows<RoomMemberRow>(
    db,
    sql`select mem.id as member_id, trim(mem.name1 || ' ' || mem.name2) as name,
          coalesce(mem.belong_to_company_id, mem.company_id) as company_id,
          coalesce(co.name, mem.company_name, '') as company_name,
          mem.auth_id, 0::smallint as room_role, mem.type, mem.thumnail_path as thumbnail_path,
          null::boolean as sales_manager, null::boolean as foreman
        from members mem
        left join companies co on co.id = coalesce(mem.belong_to_company_id, mem.company_id)
        where mem.id = ${memberId} and mem.company_id = ${companyId} and mem.del_flg = false`,
  );
  return row;
};

export type ContactRow = {
  member_id: number;
  name: string;
  company_name: string | null;
  thumbnail_path: string | null;
};

/** The company's live members other than the caller, by kana then id. */
export const listContacts = (db: Db, companyId: number, selfId: number): Promise<ContactRow[]> =>
  queryRows<ContactRow>(
    db,
    sql`select mem.id as member_id, trim(mem.name1 || ' ' || mem.name2) as name,
          coalesce(co.name, mem.company_name) as company_name, mem.thumnail_path as thumbnail_path
        from members mem
        left join companies co on co.id = coalesce(mem.belong_to_company_id, mem.company_id)
        where mem.company_id = ${companyId} and mem.del_flg = false and mem.id <> ${selfId}
        order by mem.kana1, mem.kana2, mem.id`,
  );

export const insertWorkingTime = async (
  db: Db,
  messageId: number,
  wt: { work_date: string; start_time: string; end_time: string; rest_minutes: number },
): Promise<void> => {
  await db.insert(chatMessageWorkingTimes).values({
    chatMessageId: messageId,
    workDate: wt.work_date,
    startTime: wt.start_time,
    endTime: wt.end_time,
    restMinutes: wt.rest_minutes,
  });
};

export type MessageHitRow = { message_id: number; chatroom_id: number };

/** Text messages in the given rooms containing the keyword, newest first (at most `limit`). */
export const searchMessageIds = async (
  db: Db,
  roomIds: readonly number[],
  keyword: string,
  limit: number,
): Promise<MessageHitRow[]> => {
  if (roomIds.length === 0) return [];
  return queryRows<MessageHitRow>(
    db,
    sql`select m.id as message_id, m.chat_room_id as chatroom_id from chat_messages m
        where m.chat_room_id in (${sql.join(
          roomIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and m.del_flg = false and m.kind = 'text' and m.message ilike ${likePattern(keyword)}
        order by m.sent desc, m.id desc limit ${limit}`,
  );
};
