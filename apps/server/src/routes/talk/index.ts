import { MESSAGE_PAGE_LIMIT } from '@genba/api-client/schemas';
import { orderRoomList } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { withEvents } from '../events/bus.ts';
import { listMemberRoomIds } from '../events/queries.ts';
import { privatePartnerName } from '../talkrooms/queries.ts';
import { loadRoomFor, ROOM_FORBIDDEN_MESSAGE } from './access.ts';
import {
  findMessage,
  listMessages,
  listReaders,
  listRoomMembers,
  markRoomRead,
  roomMemberIds,
  unreadCount,
} from './messageQueries.ts';
import { findProjectRoom, findRoomHeading, listProjectListRows, type RoomRow } from './queries.ts';
import { toWireMessage, toWireProjectListItem, toWireReader, toWireRoom, toWireRoomMembers } from './wire.ts';

/**
 * The talk feature's routes, declared from their catalogue entries: access
 * rules here, reads in queries.ts and messageQueries.ts, wire shapes in
 * wire.ts (docs/adr/006). Changes others must see are published on the
 * talk bus (routes/events).
 */

export { ROOM_FORBIDDEN_MESSAGE };

const roomAnswer = async (db: Db, room: RoomRow, viewerId: number) => {
  const heading = await findRoomHeading(db, room);
  const wire = toWireRoom(room, heading.caseName, heading.companies);
  // A private room is named after the other member, for each of the two.
  return room.type === 'private' ? { ...wire, name: await privatePartnerName(db, room.id, viewerId) } : wire;
};

const pageOf = async (
  db: Db,
  roomId: number,
  viewerId: number,
  query: { limit: number; min_sent?: string | undefined; min_id?: number | undefined },
) => {
  const before =
    query.min_sent !== undefined && query.min_id !== undefined
      ? { sent: query.min_sent, id: query.min_id }
      : undefined;
  const page = await listMessages(db, { roomId, viewerId, limit: query.limit, before });
  return { messages: page.rows.map(toWireMessage), has_more: page.hasMore };
};

export const talkRoutes = [
  implement(
    'getProjectList',
    async ({ db, member, company, query }) => {
      const { rows, lastEventId } = await listProjectListRows(db, {
        memberId: member.id,
        companyId: company.id,
        completionStatus: query.completion_status,
        keyword: query.keyword,
      });
      const projects = rows.map((row) => toWireProjectListItem(row, row.counts, row.pinned));
      // Group list order (talkrooms): pinned sites first, then the newest message, rooms without messages last.
      const order = orderRoomList(projects);
      return {
        projects: order,
        total_unread: order.reduce((sum, p) => sum + p.unread_count, 0),
        last_event_id: lastEventId,
      };
    },
    { cacheRead: true },
  ),

  // The room reads a page opens with are cached per session like the lists (http/readCache.ts): the
  // access check inside runs with the answer, and any write (a message, a read mark, a room or
  // membership change) drops both, so a removed member is refused on the very next call.
  implement(
    'getTalkByFieldId',
    async ({ db, params, member, company, fieldId }) => {
      // The app sends the same project as X-Operation-Field, which enforceTenancy has just checked.
      if (fieldId !== params.id) await requireProjectAccess(db, { member, company }, params.id);
      const room = await findProjectRoom(db, params.id);
      if (!room) throw notFound();
      return roomAnswer(db, room, member.id);
    },
    { cacheRead: true },
  ),

  implement(
    'getChatroomByRoomId',
    async ({ db, params, member, company }) => {
      const room = await loadRoomFor(db, { member, company }, params.id);
      return roomAnswer(db, room, member.id);
    },
    { cacheRead: true },
  ),

  implement('getInitArrowChatData', async ({ db, params, member, company }) => {
    const room = await loadRoomFor(db, { member, company }, params.id);
    const members = toWireRoomMembers(await listRoomMembers(db, room), member.id);
    const page = await pageOf(db, room.id, member.id, { limit: MESSAGE_PAGE_LIMIT });
    const unread = await unreadCount(db, room.id, member.id);
    return { room: await roomAnswer(db, room, member.id), members, ...page, unread_count: unread };
  }),

  implement('getArrowChatMessages', async ({ db, params, member, company, query }) => {
    const room = await loadRoomFor(db, { member, company }, params.id);
    return pageOf(db, room.id, member.id, query);
  }),

  implement('getTalkByRoomId', async ({ db, params, member, company, query }) => {
    const room = await loadRoomFor(db, { member, company }, params.id);
    return { room: await roomAnswer(db, room, member.id), ...(await pageOf(db, room.id, member.id, query)) };
  }),

  implement('getTalkMembers', async ({ db, params, member, company }) => {
    const room = await loadRoomFor(db, { member, company }, params.id);
    return { members: toWireRoomMembers(await listRoomMembers(db, room), member.id) };
  }),

  implement('readAllMessage', async ({ db, deps, member, company, query }) => {
    const roomIds =
      query.chatroom_id !== undefined
        ? [(await loadRoomFor(db, { member, company }, query.chatroom_id)).id]
        : await listMemberRoomIds(db, member, company.id);
    // The read marks and their events in one transaction (events/bus.ts withEvents).
    const readCount = await withEvents(deps, db, async (tx, announce) => {
      let count = 0;
      for (const roomId of roomIds) {
        const mark = await markRoomRead(tx, roomId, member.id);
        if (!mark || mark.newlyRead === 0) continue;
        count += mark.newlyRead;
        announce({
          type: 'read',
          chatroom_id: roomId,
          member_id: member.id,
          last_read_message_id: mark.lastReadMessageId,
        });
      }
      return count;
    });
    return { success: true as const, read_count: readCount };
  }),

  implement('getMessageReaders', async ({ db, params, member, company }) => {
    const message = await findMessage(db, params.id);
    if (!message) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    const room = await loadRoomFor(db, { member, company }, message.chat_room_id);
    const readers = await listReaders(db, await roomMemberIds(db, room), message);
    return { read: readers.read.map(toWireReader), unread: readers.unread.map(toWireReader) };
  }),
];
