import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { chatRooms, companies, members } from '../../src/db/schema/index.ts';
import type { ProjectActor } from '../../src/http/tenancy.ts';
import { loadRoomFor, loadSendRoom } from '../../src/routes/talk/access.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

/**
 * A send checks its room in one statement where nothing is remembered (loadSendRoom on PostgreSQL, and
 * in a transaction on PGlite): it must decide as loadRoomFor does, room by room and member by member
 * (project rooms by project access, group and private rooms by their member list, every refusal 403).
 */

let database: Database;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const outcome = (check: Promise<{ id: number }>) =>
  check.then(
    (room) => `room ${room.id}`,
    (error: { status?: number }) => `refused ${error.status}`,
  );

describe('the room a send checks in one statement', () => {
  it('decides as loadRoomFor for every member and every room of the seed, and for a room that does not exist', async () => {
    const { db } = database;
    const all = await db
      .select({ id: chatRooms.id, type: chatRooms.type })
      .from(chatRooms)
      .orderBy(chatRooms.id);
    // Up to ten rooms of each type (project, group, private).
    const rooms = [...new Set(all.map((r) => r.type))].flatMap((type) =>
      all.filter((r) => r.type === type).slice(0, 10),
    );
    const actors = await db
      .select({ member: members, company: companies })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .orderBy(members.id);
    expect(new Set(rooms.map((r) => r.type)).size).toBeGreaterThan(1);
    // Each kind of member: company managers, members, partner companies' members (the seed's first ten
    // hold them all), and a member of another tenant.
    const sample = [
      ...actors.slice(0, 10),
      ...actors.filter((a) => a.company.id !== actors[0]?.company.id).slice(0, 2),
    ];
    const roomIds = [...rooms.map((r) => r.id), 2_000_000_000];
    const expected: string[] = [];
    for (const actor of sample as ProjectActor[])
      for (const roomId of roomIds)
        expected.push(`${actor.member.id}/${roomId}: ${await outcome(loadRoomFor(db, actor, roomId))}`);
    // In a transaction nothing is remembered, on either engine: the one-statement check runs.
    const actual = await db.transaction(async (tx) => {
      const lines: string[] = [];
      for (const actor of sample as ProjectActor[])
        for (const roomId of roomIds)
          lines.push(`${actor.member.id}/${roomId}: ${await outcome(loadSendRoom(tx, actor, roomId))}`);
      return lines;
    });
    expect(actual).toEqual(expected);
    // Both answers occur: the seed has rooms each member may and may not use.
    expect(expected.some((line) => line.includes('room '))).toBe(true);
    expect(expected.some((line) => line.includes('refused 403'))).toBe(true);
    expect(new Set(sample.map((a) => a.member.authId)).size).toBeGreaterThan(1);
  });
});
