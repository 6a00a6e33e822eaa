import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { serveApp } from '../../src/http/nodeServer.ts';
import { HEARTBEAT_MS, openStreamCount } from '../../src/routes/events/stream.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';
import { until } from '../helpers/until.ts';

/**
 * What an open event stream costs the server and what it leaves behind (issue 11: 1,000 open
 * streams on one process). Streams are opened over a real socket, as browsers do, so the
 * node-server layer that cancels a body when its client goes away is part of the test.
 */
const FOREMAN = 'partner-shokucho@example.com';
const STREAMS = 1000;

let server: TestServer;
let foreman: Awaited<ReturnType<typeof loginAsDemo>>;
beforeAll(async () => {
  server = await startTestServer();
  foreman = await loginAsDemo(server, FOREMAN);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('open talk event streams', () => {
  it(`frees every stream's state when ${STREAMS} clients go away`, async () => {
    const listening = serveApp({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(listening, 'listening');
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const clients = new AbortController();
      const opened = await Promise.all(
        Array.from({ length: STREAMS }, async () => {
          const res = await fetch(`${base}/api/talk/events`, {
            headers: { cookie: foreman.cookie ?? '' },
            signal: clients.signal,
          });
          // The ready frame: the stream is subscribed and positioned by now.
          const first = await res.body?.getReader().read();
          return new TextDecoder().decode(first?.value);
        }),
      );
      expect(opened.every((text) => text.includes('event: ready'))).toBe(true);
      expect(openStreamCount()).toEqual({ streams: STREAMS, heartbeat: true });
      expect(server.deps.talk.subscribers()).toBe(STREAMS);

      clients.abort();
      // The sockets close; node-server cancels each body; each stream leaves the bus and the heartbeat.
      expect(await until(() => openStreamCount().streams === 0)).toBe(true);
      expect(openStreamCount()).toEqual({ streams: 0, heartbeat: false });
      expect(server.deps.talk.subscribers()).toBe(0);
    } finally {
      listening.close();
    }
  }, 120_000);

  it('beats every open stream from one timer, and stops it with the last stream', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const readers = await Promise.all(
      [FOREMAN, FOREMAN, DEMO_LOGINS.companyManager.email].map(async (email) => {
        const client = email === FOREMAN ? foreman : await loginAsDemo(server, email);
        const res = await server.app.request('/api/talk/events', {
          headers: { cookie: client.cookie ?? '' },
        });
        const reader = res.body?.getReader();
        if (!reader) throw new Error('no stream');
        await reader.read(); // ready
        return reader;
      }),
    );
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    for (const reader of readers) {
      expect(new TextDecoder().decode((await reader.read()).value)).toBe(': keep-alive\n\n');
    }
    for (const reader of readers) await reader.cancel();
    expect(vi.getTimerCount()).toBe(0);
    expect(server.deps.talk.subscribers()).toBe(0);
  });

  it('replays what was logged after Last-Event-ID, after the ready frame and nothing before it', async () => {
    const { roomId, fieldId } = await findSiteRoom(server.database.db);
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const first = await manager.api('sendFieldMessage', {
      body: {
        chatroom_id: roomId,
        attendance_field_id: fieldId,
        message: '再開の基点',
        mention_member_ids: [],
      },
    });
    // The log's head after that message: the resume point.
    const [logged] = await queryRows<{ id: number }>(
      server.database.db,
      sql`select max(id)::int as id from talk_events`,
    );
    const second = await manager.api('sendFieldMessage', {
      body: {
        chatroom_id: roomId,
        attendance_field_id: fieldId,
        message: '再開後の1件',
        mention_member_ids: [],
      },
    });
    expect(first.status).toBe(200);
    const res = await server.app.request('/api/talk/events', {
      headers: { cookie: foreman.cookie ?? '', 'last-event-id': String(logged?.id) },
    });
    const reader = res.body?.getReader();
    let text = '';
    while (!text.includes('再開後の1件')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader?.cancel();
    expect(text.indexOf('event: ready')).toBeLessThan(text.indexOf('再開後の1件'));
    expect(text).not.toContain('再開の基点');
    expect(second.data.message.id).toBeGreaterThan(first.data.message.id);
  });
});
