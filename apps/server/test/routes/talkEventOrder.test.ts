import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';
import { readEvents } from '../helpers/sse.ts';
import { until } from '../helpers/until.ts';

/**
 * Live events in id order (issue 11 §4, events/bus.ts EVENTS_LOCK). A stream reads the log after the
 * last id it sent, so an event whose id is lower than one already delivered is never delivered. On
 * PostgreSQL two publishers on pooled connections take their ids in one order and may commit in the
 * other: here one transaction logs an event and is held open while another publisher (a route) logs
 * its own and, before the fix, committed first; the stream delivered the later event, moved past the
 * earlier one and never sent it. PGlite runs one transaction at a time (a held one would stop the
 * route), so the case cannot arise there and the test runs on PostgreSQL only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const FOREMAN = 'partner-shokucho@example.com';

type Seen = { id: number; type: string; data: unknown }[];

describe.skipIf(!onPostgres)('talk events on PostgreSQL', () => {
  let server: TestServer;
  let site: SiteRoom;
  let manager: Awaited<ReturnType<typeof loginAsDemo>>;
  let foreman: Awaited<ReturnType<typeof loginAsDemo>>;
  beforeAll(async () => {
    server = await startTestServer();
    site = await findSiteRoom(server.database.db);
    manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    foreman = await loginAsDemo(server, FOREMAN);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A publisher whose transaction commits late: its event is logged, then it waits for commit(). */
  const heldPublisher = async () => {
    let commit = () => {};
    let logged = false;
    const committed = server.database.db.transaction(async (tx) => {
      await server.deps.talk.publish(tx, { type: 'board_updated', chatroom_id: site.roomId });
      logged = true;
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await until(() => logged, 10_000);
    return { commit: () => commit(), committed };
  };

  /** Whether a backend of this file's database waits for a lock (the later publisher behind the held one). */
  const someoneWaits = async () => {
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from pg_locks
          where not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    return (row?.n ?? 0) > 0;
  };

  /** The later publisher of each case: prepared before the stream opens, run while the held one waits. */
  const laterPublishers = {
    sendFieldMessage: async () => ({
      type: 'message',
      run: () =>
        manager.api('sendFieldMessage', {
          body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, message: '後から確定' },
        }),
    }),
    updateFieldMessage: async () => {
      const own = await manager.api('sendFieldMessage', {
        body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, message: '直す前' },
      });
      return {
        type: 'message_updated',
        run: () =>
          manager.api('updateFieldMessage', {
            body: { id: own.data.message.id, chatroom_id: site.roomId, message: '直した後' },
          }),
      };
    },
    readAllMessage: async () => {
      // Something unread for the foreman, so that reading it all is announced.
      await manager.api('sendFieldMessage', {
        body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, message: '未読' },
      });
      return {
        type: 'read',
        run: () => foreman.api('readAllMessage', { query: { chatroom_id: String(site.roomId) } }),
      };
    },
  } as const;

  it.each(Object.keys(laterPublishers) as (keyof typeof laterPublishers)[])(
    'delivers an event logged before a later one that commits first (%s)',
    async (name) => {
      const later = await laterPublishers[name]();
      const response = await server.app.request('/api/talk/events', {
        headers: { cookie: foreman.cookie ?? '' },
      });
      let seen: Seen = [];
      const reading = readEvents(
        response,
        (events) => {
          seen = events;
          return events.some((e) => e.type === 'board_updated') && events.some((e) => e.type === later.type);
        },
        20_000,
      );
      await until(() => seen.some((e) => e.type === 'ready'), 10_000);

      const held = await heldPublisher();
      const answer = later.run();
      // Before the fix the later publisher commits and the stream sends its event; with it, the later
      // publisher waits for the held one's lock. Either way the held transaction commits next.
      await until(async () => seen.some((e) => e.type === later.type) || (await someoneWaits()), 10_000);
      held.commit();
      await held.committed;
      expect((await answer).status).toBe(200);

      const events = (await reading).filter((e) => e.type !== 'ready');
      const types = events.map((e) => e.type);
      expect(types).toContain(later.type);
      // The event that was logged first and committed last reaches the stream too.
      expect(types).toContain('board_updated');
      const ids = events.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    },
    60_000,
  );
});
