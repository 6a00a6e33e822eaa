import type { TChatRoomSummary } from '@genba/api-client/schemas';
import { compareByLatest } from '@genba/validators';
import { implement } from '../../http/implement.ts';
import { summaries } from '../talkrooms/index.ts';
import { listMemberRooms } from '../talkrooms/queries.ts';

/**
 * The group-room lists of talk §7: getGroupChatList (paged) and
 * getTalkGroupList (all, e.g. to choose where to share). Only group rooms the
 * caller belongs to in the acting company; private rooms never appear here.
 */

type Cursor = { min_sent?: string | undefined; min_id?: number | undefined };

/**
 * The rows after the cursor (last_sent and chatroom_id of the last row held), by
 * keyset rather than offset, so a room that gains a message while paging moves
 * to the top instead of shifting every later page.
 */
export const roomsAfter = (rows: readonly TChatRoomSummary[], cursor: Cursor): TChatRoomSummary[] => {
  const sorted = [...rows].sort(compareByLatest);
  if (cursor.min_id === undefined) return sorted;
  const sent = cursor.min_sent ?? '';
  const id = cursor.min_id;
  return sorted.filter((r) => {
    const s = r.last_sent ?? '';
    return s < sent || (s === sent && r.chatroom_id < id);
  });
};

export const groupListRoutes = [
  implement('getGroupChatList', async ({ db, member, company, query }) => {
    const groups = (await listMemberRooms(db, member.id, company.id)).filter((r) => r.room.type === 'group');
    const after = roomsAfter(await summaries(db, groups, member.id), query);
    return { rooms: after.slice(0, query.limit), has_more: after.length > query.limit };
  }),

  implement('getTalkGroupList', async ({ db, member, company }) => {
    const groups = (await listMemberRooms(db, member.id, company.id)).filter((r) => r.room.type === 'group');
    return { rooms: roomsAfter(await summaries(db, groups, member.id), {}) };
  }),
];
