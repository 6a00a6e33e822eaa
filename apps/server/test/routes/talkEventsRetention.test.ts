import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/auth/purge.ts';
import { talkEvents } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { TALK_EVENT_RETENTION_MS } from '../../src/routes/events/retention.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

/**
 * talk_events keeps a bounded window: within it a resume replays exactly what was missed,
 * beyond it the answer is `reset` (the client refetches) and the stream starts at the log's head.
 */
let server: TestServer;
let manager: Awaited<ReturnType<typeof loginAsDemo>>;
let roomId: number;
beforeAll(async () => {
  server = await startTestServer();
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  ({ roomId } = await findSiteRoom(server.database.db));
});
afterAll(async () => {
  await server.close();
});

/** Logs an event of the room, written at `at`; its payload is a read mark, the smallest event. */
const logEvent = async (at: Date) => {
  const payload = JSON.stringify({
    type: 'read',
    chatroom_id: roomId,
    member_id: 1,
    last_read_message_id: 1,
  });
  const [row] = await server.database.db
    .insert(talkEvents)
    .values({ chatRoomId: roomId, type: 'read', payload, createdAt: at })
    .returning({ id: talkEvents.id });
  if (!row) throw new Error('not logged');
  return row.id;
};

const poll = async (lastEventId: number) => {
  const res = await manager.api('talkEvents', { query: { poll: '1', last_event_id: String(lastEventId) } });
  expect(res.status).toBe(200);
  return String(res.data);
};
const idsIn = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

describe('talk event retention', () => {
  it('prunes past the window, replays within it, and answers reset beyond it', async () => {
    const now = server.clock.now;
    const old = new Date(now.getTime() - TALK_EVENT_RETENTION_MS - 60_000);
    // The first stale event is the resume point (ids start at 1, and 0 is not an id).
    const first = await logEvent(old);
    const stale = [await logEvent(old), await logEvent(old)];
    const fresh = [await logEvent(now), await logEvent(now)];
    // Before pruning, the whole log replays.
    expect(idsIn(await poll(first))).toEqual([...stale, ...fresh]);

    await purgeExpired(server.database.db, now);
    const kept = await server.database.db.select({ id: talkEvents.id }).from(talkEvents);
    expect(kept.map((r) => r.id)).not.toContain(first);
    expect(kept.map((r) => r.id)).toEqual(expect.arrayContaining(fresh));

    // Resuming from before the pruned events cannot be replayed: reset, then the head.
    const beyond = await poll(first);
    expect(beyond).toMatch(/^event: reset\ndata: \{\}\n\n/);
    expect(idsIn(beyond)).toEqual([fresh[1]]);
    // Resuming at the window's edge replays exactly the kept events, without reset.
    const within = await poll(stale[1] ?? 0);
    expect(within).not.toContain('reset');
    expect(idsIn(within)).toEqual(fresh);

    // The live stream says reset before ready when Last-Event-ID is beyond the window.
    const stream = await server.app.request('/api/talk/events', {
      headers: { cookie: manager.cookie ?? '', 'last-event-id': String(first) },
    });
    const reader = stream.body?.getReader();
    const chunk = await reader?.read();
    await reader?.cancel();
    const head = new TextDecoder().decode(chunk?.value);
    expect(head.startsWith('event: reset')).toBe(true);
    expect(head).toContain(`id: ${fresh[1]}\nevent: ready`);
  });

  it('keeps the newest event however old, so the log still says where it stands', async () => {
    const later = new Date(server.clock.now.getTime() + 10 * TALK_EVENT_RETENTION_MS);
    await purgeExpired(server.database.db, later);
    const rows = await server.database.db.select({ id: talkEvents.id }).from(talkEvents);
    expect(rows).toHaveLength(1);
    const newest = rows[0]?.id ?? 0;
    // A client at the head is within the window; one before it is told to reset.
    expect(await poll(newest)).not.toContain('reset');
    expect(await poll(newest - 2)).toContain('event: reset');
  });
});
