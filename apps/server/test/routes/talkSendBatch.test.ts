import type { TChatMessage } from '@genba/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyWriteGeneration } from '../../src/db/anyWrites.ts';
import { queryRows } from '../../src/db/client.ts';
import { identityGeneration } from '../../src/db/identityWrites.ts';
import { roomWriteGeneration } from '../../src/db/roomWrites.ts';
import {
  chatMentions,
  chatRoomReads,
  chatRooms,
  projectMembers,
  talkEvents,
} from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createSendBatcher, eventsOf, storeSentMessage } from '../../src/routes/send/batch.ts';
import { SEND_MESSAGES } from '../../src/routes/send/index.ts';
import { type AttackServer, startAttackServer } from '../attack/server.ts';
import { loginAsDemo } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

/**
 * Group commit of sends (send/batch.ts): sends that arrive while one is stored are stored together,
 * and each is still answered with its own message, or its own error.
 */

let server: AttackServer;
let fieldId: number;
let roomId: number;
let senderId: number;
let otherMemberIds: number[];

beforeAll(async () => {
  server = await startAttackServer();
  ({ fieldId, roomId } = await findSiteRoom(server.database.db));
  const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  const rows = await server.database.db
    .select({ id: projectMembers.memberId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, fieldId));
  const sent = await manager.api('sendFieldMessage', {
    body: { chatroom_id: roomId, attendance_field_id: fieldId, message: '準備' },
  });
  senderId = sent.data.message.member_id;
  otherMemberIds = rows.map((r) => r.id).filter((id) => id !== senderId);
});
afterAll(async () => {
  await server.close();
});

/** The transaction that wrote each message: one statement, one transaction, one xmin. */
const writersOf = async (ids: readonly number[]) =>
  queryRows<{ id: number; xmin: string }>(
    server.database.db,
    sql`select id, xmin::text as xmin from chat_messages where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  );

const text = (message: string) => ({ roomId, memberId: senderId, kind: 'text' as const, message });

describe('batched sends', () => {
  it('stores the sends that arrive while one is stored in one statement, each answered with its own message, in order', async () => {
    const { deps } = server;
    const labels = Array.from({ length: 10 }, (_, i) => `同時 ${i}`);
    const mentioned = otherMemberIds[0];
    if (mentioned === undefined) throw new Error('the site needs another member');
    const answers = await Promise.all(
      labels.map((label, i) =>
        storeSentMessage(deps, deps.db, { ...text(label), mentionIds: i === 5 ? [mentioned, senderId] : [] }),
      ),
    );
    expect(answers.map((m) => m.message)).toEqual(labels);
    const ids = answers.map((m) => m.id);
    // Ids follow the order of arrival.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(10);
    // All ten arrived before the batcher's turn came: one statement stored them.
    const writers = await writersOf(ids);
    expect(new Set(writers.map((w) => w.xmin)).size).toBe(1);

    // Mentions stay with their own message (never the sender), and the sender's mark is the newest.
    expect(answers[5]?.mention_member_ids).toEqual([mentioned]);
    expect(answers.filter((_, i) => i !== 5).every((m) => m.mention_member_ids.length === 0)).toBe(true);
    const mentions = await server.database.db
      .select({ message: chatMentions.chatMessageId, member: chatMentions.memberId })
      .from(chatMentions)
      .where(inArray(chatMentions.chatMessageId, ids));
    expect(mentions).toEqual([{ message: ids[5], member: mentioned }]);
    const [mark] = await server.database.db
      .select({ last: chatRoomReads.lastReadMessageId })
      .from(chatRoomReads)
      .where(and(eq(chatRoomReads.chatRoomId, roomId), eq(chatRoomReads.memberId, senderId)));
    expect(mark?.last).toBe(ids.at(-1));

    // Every message was logged for live delivery before it was answered, in the order of the ids.
    const events = await server.database.db
      .select({ id: talkEvents.id, type: talkEvents.type, payload: talkEvents.payload })
      .from(talkEvents)
      .where(eq(talkEvents.chatRoomId, roomId))
      .orderBy(talkEvents.id);
    const logged = events
      .filter((e) => e.type === 'message')
      .map((e) => (JSON.parse(e.payload) as { message: TChatMessage }).message)
      .filter((m) => ids.includes(m.id));
    expect(logged).toEqual(answers);
    const mentionEvent = events.find(
      (e) => e.type === 'mention' && (JSON.parse(e.payload) as { message_id: number }).message_id === ids[5],
    );
    expect(JSON.parse(mentionEvent?.payload ?? '{}')).toMatchObject({
      member_id: mentioned,
      chatroom_id: roomId,
    });
  });

  it('logs each event as the text JSON.stringify writes for it, in the order of its messages and mentions', async () => {
    // The statement builds the payloads in SQL (storeSentMessages); the client reads them as JSON.
    const { deps } = server;
    const mentioned = otherMemberIds.slice(0, 3);
    const tricky = `it's '引用' "引用" \\ 改行\nタブ\t<img src=x onerror=alert(1)>\u0001\u001f\u2028😀 /`;
    const inputs = [
      { ...text(tricky), mentionIds: [...mentioned].reverse() },
      { roomId, memberId: senderId, kind: 'stamp' as const, stampId: 7 },
      text(''),
      { ...text('二人目'), mentionIds: mentioned.slice(0, 1) },
    ];
    const answers = await Promise.all(inputs.map((input) => storeSentMessage(deps, deps.db, input)));
    expect(answers[0]?.message).toBe(tricky);
    expect(answers[0]?.mention_member_ids).toEqual([...mentioned].sort((a, b) => a - b));
    const ids = answers.map((m) => m.id);
    const events = await server.database.db
      .select({ payload: talkEvents.payload })
      .from(talkEvents)
      .where(
        sql`${talkEvents.chatRoomId} = ${roomId} and (${talkEvents.payload}::json->'message'->>'id')::int between ${ids[0]} and ${ids.at(-1)}
            or (${talkEvents.payload}::json->>'message_id')::int between ${ids[0]} and ${ids.at(-1)}`,
      )
      .orderBy(talkEvents.id);
    expect(events.map((e) => e.payload)).toEqual(eventsOf(answers).map((event) => JSON.stringify(event)));
  });

  it('counts, on PGlite, as a write of the tables it inserts into: the read cache is dropped, remembered sessions and rooms stay', async () => {
    // The statement runs as EXECUTE of a prepared statement, past drizzle's logger: the write counters
    // are shown its own text (db/prepared.ts), or a cached list would not show the new message.
    const { deps } = server;
    const identity = identityGeneration(deps.db);
    const rooms = roomWriteGeneration(deps.db);
    const any = anyWriteGeneration(deps.db);
    if (!identity || !rooms || !any) return; // PostgreSQL remembers nothing
    const before = [identity.value, rooms.value, any.value];
    await storeSentMessage(deps, deps.db, text('数え方'));
    expect([identity.value, rooms.value]).toEqual(before.slice(0, 2));
    expect(any.value).toBeGreaterThan(before[2] ?? 0);
  });

  it('fails only the send the database refuses: the others of its batch are stored and answered', async () => {
    const { deps } = server;
    const batcher = createSendBatcher(deps, deps.db);
    const outcomes = await Promise.allSettled([
      batcher(text('一番')),
      batcher(text('二番')),
      // No such room: the foreign key refuses it.
      batcher({ ...text('存在しない部屋'), roomId: 2_000_000_000 }),
      batcher(text('四番')),
      batcher({ roomId, memberId: senderId, kind: 'stamp', stampId: 3 }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(stored.map((m) => m.message ?? m.stamp_id)).toEqual(['一番', '二番', '四番', 3]);
    expect(stored.map((m) => m.id)).toEqual(stored.map((m) => m.id).sort((a, b) => a - b));
    const events = await server.database.db
      .select({ payload: talkEvents.payload })
      .from(talkEvents)
      .where(and(eq(talkEvents.chatRoomId, roomId), eq(talkEvents.type, 'message')));
    const loggedIds = events.map((e) => (JSON.parse(e.payload) as { message: TChatMessage }).message.id);
    for (const message of stored) expect(loggedIds).toContain(message.id);

    // The batcher goes on storing after a refusal.
    expect((await batcher(text('その後'))).message).toBe('その後');
  });

  it('batches sends that arrive over HTTP together, though PGlite never yields while it stores one', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const post = (message: string) =>
      fetch(`${server.baseUrl}/api/v1/talk/sendFieldMessage`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.config.publicUrl,
          cookie: manager.cookie ?? '',
        },
        body: JSON.stringify({ chatroom_id: roomId, attendance_field_id: fieldId, message }),
      }).then(async (res) => {
        expect(res.status).toBe(200);
        return ((await res.json()) as { message: TChatMessage }).message;
      });
    // The session and the room are remembered from here on (a send reaches the batcher without
    // I/O), and ten connections are open.
    await Promise.all(Array.from({ length: 10 }, (_, i) => post(`HTTP 準備 ${i}`)));
    const labels = Array.from({ length: 10 }, (_, i) => `HTTP ${i}`);
    const answers = await Promise.all(labels.map(post));
    expect(answers.map((m) => m.message)).toEqual(labels);
    const writers = await writersOf(answers.map((m) => m.id));
    expect(new Set(writers.map((w) => w.xmin)).size).toBeLessThan(10);
  });

  it('answers concurrent sendFieldMessage calls each with their own message', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const labels = Array.from({ length: 10 }, (_, i) => `並行 ${i}`);
    const answers = await Promise.all(
      labels.map((message) =>
        manager.api('sendFieldMessage', {
          body: { chatroom_id: roomId, attendance_field_id: fieldId, message },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(labels.map(() => 200));
    expect(answers.map((a) => a.data.message.message)).toEqual(labels);
    expect(new Set(answers.map((a) => a.data.message.id)).size).toBe(10);
  });
});

describe('the room a send checks', () => {
  it('is read again after a write to the room (PGlite remembers it between writes)', async () => {
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const other = await findSiteRoom(server.database.db, '田中様邸 新築工事');
    const sendThere = () =>
      manager.api('sendFieldMessage', {
        body: { chatroom_id: other.roomId, attendance_field_id: other.fieldId, message: '部屋の確認' },
      });
    expect((await sendThere()).status).toBe(200);
    // The room stops being that site's room: the very next send is refused.
    await server.database.db.update(chatRooms).set({ type: 'group' }).where(eq(chatRooms.id, other.roomId));
    const refused = await sendThere();
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.error.errors)).toContain(SEND_MESSAGES.notFieldRoom);
    await server.database.db.update(chatRooms).set({ type: 'project' }).where(eq(chatRooms.id, other.roomId));
    expect((await sendThere()).status).toBe(200);
  });
});
