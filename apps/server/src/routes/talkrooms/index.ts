import type { TChatRoomSummary } from '@genba/api-client/schemas';
import { orderRoomList, TALK_ROOM_MESSAGE } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { companyMemberIds } from '../../db/companyRows.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { type ProjectActor, requireProjectAccess } from '../../http/tenancy.ts';
import { withEvents } from '../events/bus.ts';
import { listMemberRoomIds } from '../events/queries.ts';
import { announceMessage, fieldRoom, remove, SEND_MESSAGES, send } from '../send/index.ts';
import { loadRoomFor, ROOM_FORBIDDEN_MESSAGE } from '../talk/access.ts';
import { findMessage, hideMessage, insertMessage, listMessages, roomCounts } from '../talk/messageQueries.ts';
import { listCompaniesByRoom, listMemberProjectRooms, listRoomCompanies } from '../talk/queries.ts';
import { toWireCompanyList, toWireMessage, toWireRoom, toWireRoomMembers } from '../talk/wire.ts';
import {
  createGroupRoom,
  findContact,
  findOrCreatePrivateRoom,
  findPrivateRoom,
  insertWorkingTime,
  type ListedRoomRow,
  listContacts,
  listMemberRooms,
  listPinnedProjectIds,
  pinSite,
  searchMessageIds,
  unpinSite,
} from './queries.ts';
import { roomDisplayName, toWireContact, toWireRoomSummary } from './wire.ts';

/**
 * Room lists and rooms beyond the project room (issue 11 §1, §2): the group
 * list's group and search tabs, pinned sites, group creation, private
 * one-to-one rooms and working-time messages. Access rules here; reads in
 * queries.ts; wire shapes in wire.ts (docs/adr/006).
 */

/** Case search page size (core §9 cases 30). */
const CASE_PAGE = 30;
/** Message hits returned by one search. */
const MESSAGE_HITS = 50;

/** Group and private rooms as list rows, newest message first. */
export const summaries = async (
  db: Db,
  rows: ListedRoomRow[],
  memberId: number,
): Promise<TChatRoomSummary[]> => {
  const counts = await roomCounts(
    db,
    rows.map((r) => r.room.id),
    memberId,
  );
  const companies = await listCompaniesByRoom(
    db,
    rows.map((r) => r.room.id),
  );
  const listed = rows.map((row) =>
    toWireRoomSummary(
      row,
      toWireCompanyList(row.room, companies.get(row.room.id) ?? []),
      counts.get(row.room.id),
    ),
  );
  return orderRoomList(listed);
};

/** The partner of a private room: a live member of the acting company other than the caller. */
const partnerOf = async (db: Db, actor: ProjectActor, memberId: number) => {
  if (memberId === actor.member.id) throw validationFailed({ to_member_id: [TALK_ROOM_MESSAGE.privateSelf] });
  const partner = await findContact(db, actor.company.id, memberId);
  if (!partner) throw validationFailed({ to_member_id: [TALK_ROOM_MESSAGE.unknownMember] });
  return partner;
};

/** The pair's private room for a send; a chatroom_id that is not theirs is refused. */
export const privateRoomFor = async (
  db: Db,
  deps: Parameters<typeof send>[0],
  actor: ProjectActor,
  body: { chatroom_id?: number | undefined; to_member_id: number },
) => {
  await partnerOf(db, actor, body.to_member_id);
  const existing = await findPrivateRoom(db, actor.company.id, actor.member.id, body.to_member_id);
  if (body.chatroom_id !== undefined && body.chatroom_id !== existing?.id)
    throw validationFailed({ chatroom_id: [SEND_MESSAGES.wrongRoom] });
  if (existing) return existing;
  return withEvents(deps, db, async (tx, announce) => {
    const room = await findOrCreatePrivateRoom(tx, actor.company.id, actor.member.id, body.to_member_id);
    announce({ type: 'room_joined', chatroom_id: room.id, member_ids: [actor.member.id, body.to_member_id] });
    return room;
  });
};

const pinnedAnswer = async (db: Db, memberId: number) => ({
  pinned_field_ids: await listPinnedProjectIds(db, memberId),
});

export const talkRoomRoutes = [
  implement('getGroupAndPrivateChatList', async ({ db, member, company }) => ({
    rooms: await summaries(db, await listMemberRooms(db, member.id, company.id), member.id),
  })),

  implement('groupListSearch', async ({ db, member, company, query }) => {
    const keyword = query.keyword.trim();
    const projectRows =
      query.type === undefined || query.type === 'project'
        ? await listMemberProjectRooms(db, { memberId: member.id, companyId: company.id, keyword })
        : [];
    const otherRows =
      query.type === 'project'
        ? []
        : (await listMemberRooms(db, member.id, company.id, keyword)).filter(
            (r) => query.type === undefined || r.room.type === query.type,
          );
    const counts = await roomCounts(
      db,
      projectRows.map((r) => r.roomId),
      member.id,
    );
    const projects: TChatRoomSummary[] = projectRows.map(({ project, roomId }) => {
      const c = counts.get(roomId);
      return {
        chatroom_id: roomId,
        type: 'project',
        attendance_field_id: project.id,
        name: null,
        case_name: project.caseName,
        service_id: null,
        companyList: [],
        unread_count: c?.unread ?? 0,
        mention_count: c?.mentions ?? 0,
        last_message: c?.lastKind === 'text' ? c.lastMessage : null,
        last_sent: null,
        thumbnail_path: null,
        partner_member_id: null,
      };
    });
    return { rooms: [...projects, ...(await summaries(db, otherRows, member.id))] };
  }),

  implement('caseCollection', async ({ db, member, company, body }) => {
    const rows = await listMemberProjectRooms(db, {
      memberId: member.id,
      companyId: company.id,
      completionStatus: body.completion_status,
      keyword: body.keyword || undefined,
    });
    const page = rows.slice((body.page - 1) * CASE_PAGE, body.page * CASE_PAGE);
    const cases = page.map(({ project, roomId }) => ({
      attendance_field_id: project.id,
      chatroom_id: roomId,
      case_name: project.caseName,
      completion_status: project.completionStatus,
      customer_name: null,
      building_address: null,
    }));
    if (!body.is_search_message || body.keyword.trim() === '')
      return { cases, messages: [], total: rows.length };
    // Message hits come from every room the member may read, not only the listed cases.
    const roomIds = await listMemberRoomIds(db, member, company.id);
    const hits = await searchMessageIds(db, roomIds, body.keyword.trim(), MESSAGE_HITS);
    const names = new Map<number, string>();
    for (const r of rows) names.set(r.roomId, r.project.caseName);
    for (const r of await listMemberRooms(db, member.id, company.id))
      names.set(r.room.id, roomDisplayName(r));
    const messages = [];
    for (const hit of hits) {
      const row = await findMessage(db, hit.message_id);
      if (row)
        messages.push({
          chatroom_id: hit.chatroom_id,
          room_name: names.get(hit.chatroom_id) ?? '',
          message: toWireMessage(row),
        });
    }
    return { cases, messages, total: rows.length };
  }),

  implement('pinTalkSite', async ({ db, member, company, body }) => {
    await requireProjectAccess(db, { member, company }, body.attendance_field_id);
    if ((await pinSite(db, member.id, body.attendance_field_id)) === 'limit')
      throw validationFailed({ attendance_field_id: [TALK_ROOM_MESSAGE.pinLimit] });
    return pinnedAnswer(db, member.id);
  }),

  implement('unpinTalkSite', async ({ db, member, body }) => {
    // Removing one's own pin needs no project access: a member who left a site can still unpin it.
    await unpinSite(db, member.id, body.attendance_field_id);
    return pinnedAnswer(db, member.id);
  }),

  implement('getTalkContacts', async ({ db, member, company }) => ({
    members: (await listContacts(db, company.id, member.id)).map(toWireContact),
  })),

  implement('createGroupRoom', async ({ db, deps, member, company, body }) => {
    const chosen = [...new Set(body.member_ids)].filter((id) => id !== member.id);
    const known = await companyMemberIds(db, company.id, chosen);
    if (chosen.length === 0) throw validationFailed({ member_ids: [TALK_ROOM_MESSAGE.groupMembersRequired] });
    if (known.length !== chosen.length)
      throw validationFailed({ member_ids: [TALK_ROOM_MESSAGE.unknownMember] });
    // The room and its room_joined event in one transaction (events/bus.ts withEvents).
    const room = await withEvents(deps, db, async (tx, announce) => {
      const created = await createGroupRoom(tx, {
        companyId: company.id,
        name: body.name,
        memberIds: [member.id, ...chosen],
      });
      if (created !== 'limit')
        announce({ type: 'room_joined', chatroom_id: created.id, member_ids: [member.id, ...chosen] });
      return created;
    });
    if (room === 'limit') throw validationFailed({ name: [TALK_ROOM_MESSAGE.groupLimit] });
    return toWireRoom(room, null, await listRoomCompanies(db, room));
  }),

  implement('getInitPrivateChatData', async ({ db, member, company, params }) => {
    const partner = await partnerOf(db, { member, company }, params.id);
    const partnerWire = toWireRoomMembers([partner], member.id)[0];
    if (!partnerWire) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    const room = await findPrivateRoom(db, company.id, member.id, partner.member_id);
    if (!room) return { room: null, partner: partnerWire, messages: [], has_more: false };
    const page = await listMessages(db, { roomId: room.id, viewerId: member.id, limit: 30 });
    const wireRoom = toWireRoom(room, null, await listRoomCompanies(db, room));
    return {
      room: { ...wireRoom, name: partner.name },
      partner: partnerWire,
      messages: page.rows.map(toWireMessage),
      has_more: page.hasMore,
    };
  }),

  implement('sendMemberMessage', async ({ db, deps, member, company, body }) => {
    const room = await privateRoomFor(db, deps, { member, company }, body);
    return send(deps, db, room, {
      memberId: member.id,
      kind: 'text',
      message: body.message,
      mentionIds: body.mention_member_ids,
    });
  }),

  implement('sendMemberStamp', async ({ db, deps, member, company, body }) => {
    const room = await privateRoomFor(db, deps, { member, company }, body);
    return send(deps, db, room, { memberId: member.id, kind: 'stamp', stampId: body.stamp_id });
  }),

  implement('deleteMemberMessage', ({ db, deps, member, company, params }) =>
    remove(deps, db, { member, company }, params.id),
  ),

  implement('privateDispoffMessage', async ({ db, member, company, body }) => {
    const row = await findMessage(db, body.message_id);
    if (!row) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    const room = await loadRoomFor(db, { member, company }, row.chat_room_id);
    if (room.type !== 'private' || row.chat_room_id !== body.chatroom_id)
      throw validationFailed({ chatroom_id: [SEND_MESSAGES.wrongRoom] });
    await hideMessage(db, row.id, member.id);
    return { success: true };
  }),

  implement('sendWorkingTime', async ({ db, deps, member, company, body }) => {
    const room = await fieldRoom(db, { member, company }, body);
    // Message, report and the one announcement in one transaction, so every screen gets the whole row.
    const message = await withEvents(deps, db, async (tx, announce) => {
      const id = await insertMessage(tx, { roomId: room.id, memberId: member.id, kind: 'working_time' });
      await insertWorkingTime(tx, id, body);
      return announceMessage(tx, announce, 'message', id);
    });
    return { message };
  }),
];
