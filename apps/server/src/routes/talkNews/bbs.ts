import { BOARD_DAILY_POSTS, type TEmergencyContact } from '@genba/api-client/schemas';
import { SITE_ROLE_MESSAGE } from '@genba/validators';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { listBoardFiles } from '../bbsFiles/queries.ts';
import { toWireBoardFile } from '../bbsFiles/wire.ts';
import { dailyMessageDisplayOf } from '../daily/queries.ts';
import { withEvents } from '../events/bus.ts';
import { loadRoomFor } from '../talk/access.ts';
import { listDailyPostMessages, listRoomMembers } from '../talk/messageQueries.ts';
import { toWireMessage, toWireRoomMembers } from '../talk/wire.ts';
import {
  type EmergencyContactRow,
  isRoomManager,
  listEmergencyContacts,
  replaceEmergencyContacts,
  setSiteRoles,
} from './bbsQueries.ts';

export const CONTACTS_MANAGER_ONLY_MESSAGE = '緊急連絡先を編集できるのは現場の管理者のみです。';

const toWireContact = (row: EmergencyContactRow): TEmergencyContact => ({
  id: row.id,
  chatroom_id: row.chatRoomId,
  name: row.name,
  contact_type_id: row.contactTypeId,
  tel_number: row.telNumber,
  sort_id: row.sortId,
  create_member_id: row.createMemberId,
});

/**
 * The room's bulletin board (talk §3 emergency contact, building file). Every member of the
 * room reads it; only room managers change the emergency contacts.
 */
export const bbsRoutes = [
  implement('getBbsMessages', async ({ db, params, member, company }) => {
    const room = await loadRoomFor(db, { member, company }, params.id);
    const dailies = await listDailyPostMessages(db, room.id, BOARD_DAILY_POSTS);
    return {
      messages: dailies.rows.map(toWireMessage),
      messages_has_more: dailies.hasMore,
      daily_message_display: await dailyMessageDisplayOf(db, member.id),
      files: (await listBoardFiles(db, room.id, member.id)).map(toWireBoardFile),
      emergency_contacts: (await listEmergencyContacts(db, room.id)).map(toWireContact),
    };
  }),

  // The board's older dailies, a page after the last one held (its sent and id), as a room's messages page.
  implement('getBbsDailyPosts', async ({ db, params, member, company, query }) => {
    const room = await loadRoomFor(db, { member, company }, params.id);
    const before =
      query.min_sent !== undefined && query.min_id !== undefined
        ? { sent: query.min_sent, id: query.min_id }
        : undefined;
    const page = await listDailyPostMessages(db, room.id, query.limit, before);
    return { messages: page.rows.map(toWireMessage), has_more: page.hasMore };
  }),

  implement('updateChatroomEmergencyContact', async ({ db, deps, params, body, member, company }) => {
    const room = await loadRoomFor(db, { member, company }, params.chatroom_id);
    if (!(await isRoomManager(db, room, member.id))) throw forbidden(CONTACTS_MANAGER_ONLY_MESSAGE);
    // Open side panels of the room refetch the board: the list and its event in one transaction.
    await withEvents(deps, db, async (tx, announce) => {
      await replaceEmergencyContacts(tx, room.id, member.id, body.emergency_contacts);
      announce({ type: 'board_updated', chatroom_id: room.id });
    });
    return { emergency_contacts: (await listEmergencyContacts(db, room.id)).map(toWireContact) };
  }),

  // Site roles (talk §6) belong to a project's members, so only project rooms have them; the room's
  // managers set them, as they edit the board.
  implement('updateBbsMember', async ({ db, deps, params, body, member, company }) => {
    const room = await loadRoomFor(db, { member, company }, params.chatroomId);
    if (room.attendanceFieldId === null)
      throw validationFailed({ chatroomId: [SITE_ROLE_MESSAGE.siteRoomOnly] });
    if (!(await isRoomManager(db, room, member.id))) throw forbidden(SITE_ROLE_MESSAGE.managerOnly);
    const fieldId = room.attendanceFieldId;
    // Open member panels of the room refetch their list: the roles and the event in one transaction.
    const set = await withEvents(deps, db, async (tx, announce) => {
      const done = await setSiteRoles(tx, fieldId, params.memberId, {
        salesManager: body.sales_manager_flg === 1,
        foreman: body.foreman_flg === 1,
      });
      if (done) announce({ type: 'members_updated', chatroom_id: room.id });
      return done;
    });
    if (!set) throw notFound(SITE_ROLE_MESSAGE.notMember);
    const changed = toWireRoomMembers(await listRoomMembers(db, room), member.id).find(
      (m) => m.member_id === params.memberId,
    );
    if (!changed) throw notFound(SITE_ROLE_MESSAGE.notMember);
    return { member: changed };
  }),
];
