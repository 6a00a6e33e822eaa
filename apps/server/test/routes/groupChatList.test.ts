import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  chatMessages,
  chatRoomMembers,
  chatRooms,
  companies,
  members,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { pageMemberGroupRooms, type RoomListCursor } from '../../src/routes/talkrooms/queries.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

let database: Database;
let memberId: number;
let companyId: number;
/** The five rooms of the case, r[1]..r[5], created in that order (ids ascending). */
const r: number[] = [];

const message = (roomId: number, sent: string, deleted = false) =>
  database.db.insert(chatMessages).values({
    chatRoomId: roomId,
    memberId,
    kind: 'text',
    message: 'テスト',
    sent: sql`${sent}::timestamp at time zone 'Asia/Tokyo'`,
    delFlg: deleted,
  });

beforeAll(async () => {
  database = await openSeededTestDatabase();
  const [row] = await database.db
    .select({ id: members.id, companyId: members.companyId })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(users.email, DEMO_LOGINS.companyManager.email), eq(companies.name, DEMO_COMPANY_NAME)));
  if (!row) throw new Error('no demo manager');
  memberId = row.id;
  companyId = row.companyId;
  // Only this case's rooms: the seed's groups of the company go.
  await database.db
    .delete(chatRooms)
    .where(and(eq(chatRooms.companyId, companyId), eq(chatRooms.type, 'group')));
  r.push(0);
  for (let i = 1; i <= 5; i += 1) {
    const [room] = await database.db
      .insert(chatRooms)
      .values({ companyId, type: 'group', name: `班${i}` })
      .returning();
    if (!room) throw new Error('room not stored');
    await database.db.insert(chatRoomMembers).values({ chatRoomId: room.id, memberId });
    r.push(room.id);
  }
  const at = (i: number) => r[i] ?? 0;
  await message(at(1), '2026-11-20 09:00:00');
  await message(at(3), '2026-11-19 12:00:00');
  await message(at(3), '2026-11-21 09:00:00');
  // A deleted message does not make its room newer.
  await message(at(4), '2026-11-20 09:00:00');
  await message(at(4), '2026-11-22 09:00:00', true);
  // Rooms 2 and 5 have no messages; another company's member's room never shows.
});
afterAll(async () => {
  await database?.close();
});

const ids = async (after?: RoomListCursor, limit = 100) => {
  const page = await pageMemberGroupRooms(database.db, memberId, companyId, { after, limit });
  return { ids: page.rows.map((row) => r.indexOf(row.room.id)), hasMore: page.hasMore };
};

describe('pageMemberGroupRooms', () => {
  it('orders newest message first, ties by id descending, rooms without messages last', async () => {
    expect(await ids()).toEqual({ ids: [3, 4, 1, 5, 2], hasMore: false });
  });

  it('answers the rows after the cursor, also across a tie and into the rooms without messages', async () => {
    const at = (i: number) => r[i] ?? 0;
    expect((await ids({ sent: '2026-11-21 09:00:00', id: at(3) })).ids).toEqual([4, 1, 5, 2]);
    expect((await ids({ sent: '2026-11-20 09:00:00', id: at(4) })).ids).toEqual([1, 5, 2]);
    expect((await ids({ sent: '2026-11-20 09:00:00', id: at(1) })).ids).toEqual([5, 2]);
    // A room without messages is named by its id alone.
    expect((await ids({ id: at(5) })).ids).toEqual([2]);
  });

  it('splits rooms with equal last_sent across a page boundary without losing or repeating one', async () => {
    const at = (i: number) => r[i] ?? 0;
    // Pages of two: [3, 4] ends inside the tie of 4 and 1 (both 2026-11-20 09:00:00).
    const first = await ids(undefined, 2);
    expect(first).toEqual({ ids: [3, 4], hasMore: true });
    const second = await ids({ sent: '2026-11-20 09:00:00', id: at(4) }, 2);
    expect(second).toEqual({ ids: [1, 5], hasMore: true });
    const third = await ids({ id: at(5) }, 2);
    expect(third).toEqual({ ids: [2], hasMore: false });
  });
});
