import type { ChatMessageKind } from '@genba/validators';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import {
  chatMentions,
  chatMessageHidden,
  chatMessagePictures,
  chatMessages,
  chatRoomMembers,
  chatRoomReads,
  projectMembers,
} from '../../db/schema/index.ts';
import type { RoomRow } from './queries.ts';

/** Messages, read marks and mentions (talk §3, §4). Pages by (sent, id), never by offset. */

export type MessageRow = {
  id: number;
  chat_room_id: number;
  member_id: number;
  kind: ChatMessageKind;
  message: string | null;
  stamp_id: number | null;
  sent: Date | string;
  updated_at: Date | string | null;
  del_flg: boolean;
  member_name: string;
  thumbnail_path: string | null;
  company_name: string | null;
  read_count: number;
  mention_ids: number[] | null;
  /** The photos of a photo message, in the order sent; photos hidden in the album are left out. */
  pictures: MessagePictureRow[] | null;
  /** A working-time message's report (talkrooms' chat_message_working_times). */
  working_time: { work_date: string; start_time: string; end_time: string; rest_minutes: number } | null;
  /** A file message's board file (bbsfiles' chat_message_files); null once the file is deleted. */
  file: MessageFileRow | null;
  /** A daily posted to the room's board (dailybbs' daily_bbs_posts); null for other messages. */
  daily_id: number | null;
};

export type MessageFileRow = { id: number; file_name: string; size: number; version: string };

/** `room` marks a group or private room's own photo (chat_room_photos) rather than an album photo. */
export type MessagePictureRow = { id: number; storage_key: string; file_name: string; room?: boolean };

/** The message's own columns and its sender's (members `mem`, companies `co`). */
const MESSAGE_SENDER_COLUMNS = sql`
  m.id, m.chat_room_id, m.member_id, m.kind, m.message, m.stamp_id, m.sent, m.updated_at, m.del_flg,
  trim(mem.name1 || ' ' || mem.name2) as member_name, mem.thumnail_path as thumbnail_path,
  coalesce(co.name, mem.company_name) as company_name`;

/** The columns every message read answers; read_count counts the other members whose mark reaches it. */
const MESSAGE_COLUMNS = sql`${MESSAGE_SENDER_COLUMNS},
  (select count(*)::int from chat_room_reads r
     where r.chat_room_id = m.chat_room_id and r.member_id <> m.member_id and r.last_read_message_id >= m.id
  ) as read_count,
  (select array_agg(x.member_id order by x.member_id) from chat_mentions x where x.chat_message_id = m.id
  ) as mention_ids,
  (select json_agg(json_build_object('id', x.id, 'storage_key', x.storage_key, 'file_name', x.file_name,
                                     'room', x.room) order by x.sort_id, x.id)
     from (select ph.id, ph.storage_key, ph.upload_filename as file_name, false as room, p.sort_id
             from chat_message_pictures p join album_photos ph on ph.id = p.album_photo_id
             where p.chat_message_id = m.id and ph.del_flg = false
           union all
           -- Group and private rooms keep their photos in chat_room_photos (no album).
           select rp.id, rp.storage_key, rp.upload_filename, true, rp.sort_id
             from chat_room_photos rp
             where rp.chat_message_id = m.id and rp.del_flg = false) x
  ) as pictures,
  (select json_build_object('work_date', w.work_date, 'start_time', w.start_time, 'end_time', w.end_time,
                            'rest_minutes', w.rest_minutes)
     from chat_message_working_times w where w.chat_message_id = m.id
  ) as working_time,
  (select json_build_object('id', f.id, 'file_name', f.file_name, 'size', f.size,
                            'version', coalesce(f.updated_at, f.regist_at))
     from chat_message_files cf join bbs_files f on f.id = cf.bbs_file_id
     where cf.chat_message_id = m.id and f.del_flg = false
  ) as file,
  (select p.daily_id from daily_bbs_posts p where p.chat_message_id = m.id) as daily_id`;

const MESSAGE_FROM = sql`
  from chat_messages m
  join members mem on mem.id = m.member_id
  left join companies co on co.id = mem.belong_to_company_id`;

export type MessagePageFilter = {
  roomId: number;
  viewerId: number;
  limit: number;
  /** The wire's 'YYYY-MM-DD HH:mm:ss' (Japan time) of the oldest row held, with its id. */
  before?: { sent: string; id: number } | undefined;
};

/** One page, newest first; one extra row tells whether older ones exist. */
export const listMessages = async (
  db: Db,
  filter: MessagePageFilter,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> => {
  const before = filter.before
    ? sql`and (m.sent, m.id) < ((${filter.before.sent}::timestamp at time zone 'Asia/Tokyo'), ${filter.before.id})`
    : sql``;
  const rows = await queryRows<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} ${MESSAGE_FROM}
      where m.chat_room_id = ${filter.roomId}
        and not exists (select 1 from chat_message_hidden h where h.chat_message_id = m.id and h.member_id = ${filter.viewerId})
        -- Posted dailies stay out of the talk of a member who turned daily messages off (daily-message-display).
        and not exists (select 1 from daily_bbs_posts p join daily_member_settings s on s.member_id = ${filter.viewerId}
                        where p.chat_message_id = m.id and s.message_display = 0)
        ${before}
      order by m.sent desc, m.id desc
      limit ${filter.limit + 1}`,
  );
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
};

/**
 * The room board's posted dailies (getBbsMessages, getBbsDailyPosts): the newest undeleted post of
 * each daily, newest first by (sent, id), `limit` a page after the row `before` names; one extra row
 * tells whether older ones exist. Every member sees the board, whatever their talk setting.
 */
export const listDailyPostMessages = async (
  db: Db,
  roomId: number,
  limit: number,
  before?: { sent: string; id: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> => {
  const older = before
    ? sql`where (m.sent, m.id) < ((${before.sent}::timestamp at time zone 'Asia/Tokyo'), ${before.id})`
    : sql``;
  const rows = await queryRows<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} ${MESSAGE_FROM}
      join (select distinct on (p.daily_id) p.chat_message_id
              from daily_bbs_posts p join chat_messages pm on pm.id = p.chat_message_id
              where p.chat_room_id = ${roomId} and pm.del_flg = false
              order by p.daily_id, p.chat_message_id desc) latest on latest.chat_message_id = m.id
      ${older}
      order by m.sent desc, m.id desc
      limit ${limit + 1}`,
  );
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
};

export const findMessage = async (db: Db, id: number): Promise<MessageRow | undefined> => {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where m.id = ${id}`,
  );
  return row;
};

export type NewMessage = {
  roomId: number;
  memberId: number;
  kind: ChatMessageKind;
  message?: string | undefined;
  stampId?: number | undefined;
  mentionIds?: readonly number[] | undefined;
};

/** Stores a message and its mentions in one transaction; answers the new id. */
export const insertMessage = (db: Db, input: NewMessage): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        chatRoomId: input.roomId,
        memberId: input.memberId,
        kind: input.kind,
        message: input.message ?? null,
        stampId: input.stampId ?? null,
      })
      .returning({ id: chatMessages.id });
    if (!row) throw new Error('message was not stored');
    const mentioned = [...new Set(input.mentionIds ?? [])].filter((id) => id !== input.memberId);
    if (mentioned.length > 0) {
      await tx
        .insert(chatMentions)
        .values(
          mentioned.map((memberId) => ({ chatMessageId: row.id, memberId, fromMemberId: input.memberId })),
        );
    }
    // The sender has read their own message.
    await tx
      .insert(chatRoomReads)
      .values({ chatRoomId: input.roomId, memberId: input.memberId, lastReadMessageId: row.id })
      .onConflictDoUpdate({
        target: [chatRoomReads.chatRoomId, chatRoomReads.memberId],
        set: {
          lastReadMessageId: sql`greatest(${chatRoomReads.lastReadMessageId}, ${row.id})`,
          readAt: sql`now()`,
        },
      });
    return row.id;
  });

/** A text or stamp message as sendFieldMessage and its siblings store it. */
export type SentMessageInput = NewMessage & { kind: 'text' | 'stamp' };

/** The members a message mentions: each once, never its sender, in id order (its mention_ids). */
export const mentionedIds = (input: Pick<NewMessage, 'memberId' | 'mentionIds'>): number[] =>
  [...new Set(input.mentionIds ?? [])].filter((id) => id !== input.memberId).sort((a, b) => a - b);

/**
 * What storeSentMessages needs of the talk bus (events/bus.ts): the CTEs that log a statement's
 * own events under EVENTS_LOCK and announce them, and whether they NOTIFY (the statement's name).
 */
export type SentEventLog = { eventCtes: (source: SQL) => SQL; notifies: boolean };

/** A JSON value of the wire, as JSON.stringify writes it (PostgreSQL escapes strings the same way). */
const jsonText = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;
/** toWireDateTime in SQL: `YYYY-MM-DD HH:mm:ss` in Japan time (UTC+9 since 1952, no summer time). */
const wireDateTime = (value: SQL) =>
  sql`to_json(to_char((${value}) at time zone 'UTC' + interval '9 hours', 'YYYY-MM-DD HH24:MI:SS'))::text`;

/**
 * The live events of just-stored messages (`msg`), as send/batch.ts's eventsOf makes them: each
 * message's `message` event, then a `mention` event per mentioned member. The payload is the text
 * JSON.stringify writes for that event, key for key: toWireMessage of a new text or stamp message
 * (no photo, file, working time or daily, read_count 0). talkSendBatch.test.ts compares each
 * logged payload with JSON.stringify of the event made from the answered message.
 */
const SENT_EVENTS = sql`
  select msg.chat_room_id as room, 'message' as type, msg.ord::bigint * 1000000 as ord,
    '{"type":"message","chatroom_id":' || msg.chat_room_id || ',"message":{"id":' || msg.id
    || ',"chatroom_id":' || msg.chat_room_id || ',"member_id":' || msg.member_id
    || ',"member_name":' || ${jsonText(sql`msg.member_name`)}
    || ',"member_thumbnail_path":' || ${jsonText(sql`msg.thumbnail_path`)}
    || ',"company_name":' || ${jsonText(sql`msg.company_name`)}
    || ',"kind":' || ${jsonText(sql`msg.kind`)}
    || ',"message":' || case when msg.del_flg then 'null' else ${jsonText(sql`msg.message`)} end
    || ',"stamp_id":' || case when msg.del_flg then 'null' else ${jsonText(sql`msg.stamp_id`)} end
    || ',"pictures":[],"file":null,"working_time":null,"daily_id":null'
    || ',"mention_member_ids":' || coalesce(array_to_json(msg.mentions)::text, '[]')
    || ',"read_count":0,"sent":' || ${wireDateTime(sql`msg.sent`)}
    || ',"update_datetime":' || coalesce(${wireDateTime(sql`msg.updated_at`)}, 'null')
    || ',"del_flg":' || case when msg.del_flg then '1' else '0' end || '}}' as payload
  from msg
  union all
  select msg.chat_room_id, 'mention', msg.ord::bigint * 1000000 + x.n,
    '{"type":"mention","chatroom_id":' || msg.chat_room_id || ',"member_id":' || x.id
    || ',"message_id":' || msg.id || '}'
  from msg, unnest(msg.mentions) with ordinality x(id, n)`;

/**
 * Text or stamp messages sent to rooms and their live events, in one statement however many
 * (issue 11: a send's statements and round trips are its cost, and sends that arrive together are
 * stored together, send/batch.ts): the rows, their mentions, their senders' read marks and their
 * events are written by data-modifying CTEs, and the new rows come back, in the order given, as
 * findMessage would read them. One statement is one transaction: the messages are stored only with
 * their events (a failed log rolls them back), without BEGIN and COMMIT. The ids are drawn in that
 * order before the insert (nextval after the sort), so a batch's messages keep the order in which
 * they arrived, and their events are logged in it (each message, then its mentions). The inputs
 * travel as one JSON parameter: one statement text for any batch, prepared (db/prepared.ts). A
 * message just stored has no photo, working time, file or posted daily, and no other member's mark
 * can reach it yet (read_count 0).
 */
export const storeSentMessages = async (
  db: Db,
  inputs: readonly SentMessageInput[],
  events: SentEventLog,
): Promise<MessageRow[]> => {
  if (inputs.length === 0) return [];
  const mentions = inputs.map(mentionedIds);
  const json = JSON.stringify(
    inputs.map((input, ord) => ({
      ord,
      room: input.roomId,
      member: input.memberId,
      kind: input.kind,
      message: input.message ?? null,
      stamp: input.stampId ?? null,
      mentions: mentions[ord],
    })),
  );
  const rows = await queryPrepared<MessageRow>(
    db,
    events.notifies ? 'genba_send_messages_notify' : 'genba_send_messages',
    ['text'],
    // The identity's sequence by name: pg_get_serial_sequence() looked it up again on every send.
    sql`with input as (
          select nextval('chat_messages_id_seq'::regclass)::int as id, x.*
          from json_to_recordset(${json}::json)
            as x(ord int, room int, member int, kind text, message text, stamp smallint, mentions int[])
          order by x.ord),
        m as (
          insert into chat_messages (id, chat_room_id, member_id, kind, message, stamp_id)
          overriding system value
          select id, room, member, kind, message, stamp from input
          returning *),
        mentioned as (
          insert into chat_mentions (chat_message_id, member_id, from_member_id)
          select i.id, x.id, i.member from input i, unnest(i.mentions) x(id)),
        -- The sender has read their own message (the newest of theirs, when a batch holds several).
        own_read as (
          insert into chat_room_reads (chat_room_id, member_id, last_read_message_id)
          select m.chat_room_id, m.member_id, max(m.id) from m group by m.chat_room_id, m.member_id
          on conflict (chat_room_id, member_id) do update
            set last_read_message_id = greatest(chat_room_reads.last_read_message_id, excluded.last_read_message_id),
                read_at = now()),
        -- m is the CTE: the table read in the same statement would not see the new rows yet.
        msg as (
          select ${MESSAGE_SENDER_COLUMNS}, i.ord, i.mentions
          from m join input i on i.id = m.id
          join members mem on mem.id = m.member_id
          left join companies co on co.id = mem.belong_to_company_id),
        ${events.eventCtes(SENT_EVENTS)}
        select msg.id, msg.chat_room_id, msg.member_id, msg.kind, msg.message, msg.stamp_id, msg.sent,
               msg.updated_at, msg.del_flg, msg.member_name, msg.thumbnail_path, msg.company_name,
               0 as read_count
        from msg cross join announced
        order by msg.id`,
  );
  if (rows.length !== inputs.length) throw new Error('message was not stored');
  return rows.map((row, ord) => {
    const mentioned = mentions[ord] ?? [];
    return {
      ...row,
      mention_ids: mentioned.length > 0 ? mentioned : null,
      pictures: null,
      working_time: null,
      file: null,
      daily_id: null,
    };
  });
};

/** Attaches album photos to a photo message, after those it already carries. */
export const attachPictures = async (db: Db, messageId: number, photoIds: number[]): Promise<void> => {
  if (photoIds.length === 0) return;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_message_pictures where chat_message_id = ${messageId}`,
  );
  const base = row?.n ?? 0;
  await db
    .insert(chatMessagePictures)
    .values(photoIds.map((albumPhotoId, i) => ({ chatMessageId: messageId, albumPhotoId, sortId: base + i })))
    .onConflictDoNothing();
};

export const updateMessageText = async (db: Db, id: number, message: string): Promise<void> => {
  await db.update(chatMessages).set({ message, updatedAt: sql`now()` }).where(eq(chatMessages.id, id));
};

/** Deleting keeps the row (del_flg) so the room shows that something was deleted; the text goes. */
export const markMessageDeleted = async (db: Db, id: number): Promise<void> => {
  await db
    .update(chatMessages)
    .set({ delFlg: true, message: null, updatedAt: sql`now()` })
    .where(eq(chatMessages.id, id));
};

export const hideMessage = async (db: Db, messageId: number, memberId: number): Promise<void> => {
  await db.insert(chatMessageHidden).values({ chatMessageId: messageId, memberId }).onConflictDoNothing();
};

/**
 * Moves the member's read mark in a room to its newest message. Answers the
 * new mark and how many messages of others it newly covered (0: nothing to announce).
 */
export const markRoomRead = async (
  db: Db,
  roomId: number,
  memberId: number,
): Promise<{ lastReadMessageId: number; newlyRead: number } | undefined> => {
  const [row] = await queryRows<{ newest: number | null; previous: number | null }>(
    db,
    sql`select (select max(id) from chat_messages where chat_room_id = ${roomId}) as newest,
               (select last_read_message_id from chat_room_reads where chat_room_id = ${roomId} and member_id = ${memberId}) as previous`,
  );
  const newest = row?.newest ?? null;
  if (newest === null) return undefined;
  const previous = row?.previous ?? 0;
  if (newest <= previous) return { lastReadMessageId: previous, newlyRead: 0 };
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_messages
        where chat_room_id = ${roomId} and id > ${previous} and id <= ${newest} and member_id <> ${memberId}`,
  );
  await db
    .insert(chatRoomReads)
    .values({ chatRoomId: roomId, memberId, lastReadMessageId: newest })
    .onConflictDoUpdate({
      target: [chatRoomReads.chatRoomId, chatRoomReads.memberId],
      set: {
        lastReadMessageId: sql`greatest(${chatRoomReads.lastReadMessageId}, ${newest})`,
        readAt: sql`now()`,
      },
    });
  // Mentions in what was just read count as read too.
  await db.execute(
    sql`update chat_mentions set read_flg = true
        where member_id = ${memberId} and read_flg = false
          and chat_message_id in (select id from chat_messages where chat_room_id = ${roomId} and id <= ${newest})`,
  );
  return { lastReadMessageId: newest, newlyRead: counted?.n ?? 0 };
};

/** Messages of others after the member's read mark (talk §4 read status). */
export const unreadCount = async (db: Db, roomId: number, memberId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_messages m
        where m.chat_room_id = ${roomId} and m.member_id <> ${memberId} and m.del_flg = false
          and m.id > coalesce((select last_read_message_id from chat_room_reads
                                where chat_room_id = ${roomId} and member_id = ${memberId}), 0)`,
  );
  return row?.n ?? 0;
};

export type RoomCounts = {
  roomId: number;
  unread: number;
  mentions: number;
  lastMessage: string | null;
  lastSent: Date | string | null;
  lastKind: ChatMessageKind | null;
};

/**
 * A room's unread messages (by others, after the member's last read), its
 * unread mentions of the member, and (a lateral join named `last`) its newest
 * message: the columns of every room list, written once for roomCounts and
 * the project list's single statement (queries.ts).
 */
export const roomCountsSql = (roomId: SQL, memberId: number) => ({
  unread: sql`(select count(*)::int from chat_messages m where m.chat_room_id = ${roomId} and m.member_id <> ${memberId} and m.del_flg = false
     and m.id > coalesce((select last_read_message_id from chat_room_reads rr where rr.chat_room_id = ${roomId} and rr.member_id = ${memberId}), 0))`,
  mentions: sql`(select count(*)::int from chat_mentions x join chat_messages m on m.id = x.chat_message_id
     where m.chat_room_id = ${roomId} and x.member_id = ${memberId} and x.read_flg = false)`,
  lastJoin: sql`left join lateral (select m.message, m.sent, m.kind from chat_messages m where m.chat_room_id = ${roomId} and m.del_flg = false
     order by m.sent desc, m.id desc limit 1) last on true`,
});

/** Unread and unread-mention counts and the newest message of each room, for the room lists. */
export const roomCounts = async (
  db: Db,
  roomIds: readonly number[],
  memberId: number,
): Promise<Map<number, RoomCounts>> => {
  if (roomIds.length === 0) return new Map();
  const columns = roomCountsSql(sql`r.id`, memberId);
  const rows = await queryRows<{
    room_id: number;
    unread: number;
    mentions: number;
    last_message: string | null;
    last_sent: Date | string | null;
    last_kind: ChatMessageKind | null;
  }>(
    db,
    sql`select r.id as room_id, ${columns.unread} as unread, ${columns.mentions} as mentions,
          last.message as last_message, last.sent as last_sent, last.kind as last_kind
        from chat_rooms r
        ${columns.lastJoin}
        where r.id in ${sql`(${sql.join(
          roomIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
  );
  return new Map(
    rows.map((r) => [
      r.room_id,
      {
        roomId: r.room_id,
        unread: r.unread,
        mentions: r.mentions,
        lastMessage: r.last_message,
        lastSent: r.last_sent,
        lastKind: r.last_kind,
      },
    ]),
  );
};

/** The ids of a room's members: project rooms follow project_members, others their member list. */
export const roomMemberIds = async (db: Db, room: RoomRow): Promise<number[]> => {
  const rows = room.attendanceFieldId
    ? await db
        .select({ id: projectMembers.memberId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, room.attendanceFieldId))
    : await db
        .select({ id: chatRoomMembers.memberId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.chatRoomId, room.id));
  return rows.map((r) => r.id);
};

export type RoomMemberRow = {
  member_id: number;
  name: string;
  company_id: number;
  company_name: string;
  auth_id: number;
  room_role: number;
  type: number;
  thumbnail_path: string | null;
  /** The site roles set in a project room (updateBbsMember); null: the authority decides (siteRolesOf). */
  sales_manager: boolean | null;
  foreman: boolean | null;
};

/** A room's members with what the member list shows; project rooms carry the project's room role. */
export const listRoomMembers = (db: Db, room: RoomRow): Promise<RoomMemberRow[]> => {
  const source = room.attendanceFieldId
    ? sql`select member_id, room_role, sales_manager, foreman from project_members where project_id = ${room.attendanceFieldId}`
    : sql`select member_id, (case when true then 0 end)::smallint as room_role, null::boolean as sales_manager, null::boolean as foreman
          from chat_room_members where chat_room_id = ${room.id}`;
  return queryRows<RoomMemberRow>(
    db,
    sql`select mem.id as member_id, trim(mem.name1 || ' ' || mem.name2) as name,
          coalesce(mem.belong_to_company_id, mem.company_id) as company_id,
          coalesce(co.name, mem.company_name, '') as company_name,
          mem.auth_id, s.room_role, mem.type, mem.thumnail_path as thumbnail_path, s.sales_manager, s.foreman
        from (${source}) s
        join members mem on mem.id = s.member_id and mem.del_flg = false
        left join companies co on co.id = coalesce(mem.belong_to_company_id, mem.company_id)
        order by mem.id`,
  );
};

export type ReaderRow = {
  member_id: number;
  name: string;
  company_name: string | null;
  read_at: Date | string | null;
};

/** Members other than the sender, split by whether their read mark reaches the message. */
export const listReaders = async (
  db: Db,
  memberIds: readonly number[],
  message: { id: number; chat_room_id: number; member_id: number },
): Promise<{ read: ReaderRow[]; unread: ReaderRow[] }> => {
  const others = memberIds.filter((id) => id !== message.member_id);
  if (others.length === 0) return { read: [], unread: [] };
  const rows = await queryRows<ReaderRow & { reached: boolean }>(
    db,
    sql`select mem.id as member_id, trim(mem.name1 || ' ' || mem.name2) as name,
          coalesce(co.name, mem.company_name) as company_name,
          case when r.last_read_message_id >= ${message.id} then r.read_at end as read_at,
          coalesce(r.last_read_message_id >= ${message.id}, false) as reached
        from members mem
        left join companies co on co.id = mem.belong_to_company_id
        left join chat_room_reads r on r.chat_room_id = ${message.chat_room_id} and r.member_id = mem.id
        where mem.id in (${sql.join(
          others.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by r.read_at desc nulls last, mem.id`,
  );
  const strip = ({ reached: _, ...row }: ReaderRow & { reached: boolean }): ReaderRow => row;
  return {
    read: rows.filter((r) => r.reached).map(strip),
    unread: rows.filter((r) => !r.reached).map(strip),
  };
};
