import { compareByLatest } from '@genba/validators';
import { implement } from '../../http/implement.ts';
import { summaries } from '../talkrooms/index.ts';
import { listMemberRooms, pageMemberGroupRooms } from '../talkrooms/queries.ts';

/**
 * The group-room lists of talk §7: getGroupChatList (paged) and
 * getTalkGroupList (all, e.g. to choose where to share). Only group rooms the
 * caller belongs to in the acting company; private rooms never appear here.
 */
export const groupListRoutes = [
  // By keyset (last_sent and chatroom_id of the last row held) rather than offset, so a room that
  // gains a message while paging moves to the top instead of shifting every later page.
  implement('getGroupChatList', async ({ db, member, company, query }) => {
    const page = await pageMemberGroupRooms(db, member.id, company.id, {
      after: query.min_id === undefined ? undefined : { sent: query.min_sent, id: query.min_id },
      limit: query.limit,
    });
    return { rooms: await summaries(db, page.rows, member.id), has_more: page.hasMore };
  }),

  implement('getTalkGroupList', async ({ db, member, company }) => {
    const groups = (await listMemberRooms(db, member.id, company.id)).filter((r) => r.room.type === 'group');
    // Ties by id descending, as getGroupChatList pages them (summaries keeps ties in row order).
    return { rooms: (await summaries(db, groups, member.id)).sort(compareByLatest) };
  }),
];
