import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { fieldPhotoForm, findSiteRoom, type SiteRoom } from '../helpers/siteRoom.ts';

/**
 * A write and its live events are one transaction (events/bus.ts withEvents): when logging the
 * events fails, the write is not kept, so the request's 500 does not hide a change the other screens
 * were never told of (before, the message was stored and its sender told it failed). The log is made
 * to refuse every insert by a trigger for the length of one call.
 */
const FOREMAN = 'partner-shokucho@example.com';

let server: TestServer;
let site: SiteRoom;
let manager: Awaited<ReturnType<typeof loginAsDemo>>;
let foreman: Awaited<ReturnType<typeof loginAsDemo>>;
beforeAll(async () => {
  server = await startTestServer();
  // Each refused call is a 500 the monitoring adapter would print in full: kept out of the test's output.
  vi.spyOn(server.deps.adapters.monitoring, 'capture').mockResolvedValue();
  site = await findSiteRoom(server.database.db);
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  foreman = await loginAsDemo(server, FOREMAN);
  await server.database.db.execute(sql`
    create function refuse_talk_events() returns trigger language plpgsql
    as $$ begin raise exception 'talk_events refused by the test'; end $$`);
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await server.database.db.execute(sql`drop trigger if exists refuse_talk_events on talk_events`);
});

const refuseEvents = () =>
  server.database.db.execute(sql`
    create trigger refuse_talk_events before insert on talk_events
    for each row execute function refuse_talk_events()`);

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(server.database.db, query))[0];

const send = async (message: string) => {
  const sent = await manager.api('sendFieldMessage', {
    body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, message },
  });
  expect(sent.status).toBe(200);
  return sent.data.message.id;
};

/** Each publisher: what it changes (read before and after) and the call, made while the log refuses. */
const cases: Record<
  string,
  () => Promise<{ state: () => Promise<unknown>; call: () => Promise<{ status: number }> }>
> = {
  sendFieldMessage: async () => ({
    state: () => one(sql`select count(*)::int as n from chat_messages where chat_room_id = ${site.roomId}`),
    call: () =>
      manager.api('sendFieldMessage', {
        body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, message: '届かない送信' },
      }),
  }),
  sendFieldStamp: async () => ({
    state: () => one(sql`select count(*)::int as n from chat_messages where chat_room_id = ${site.roomId}`),
    call: () =>
      manager.api('sendFieldStamp', {
        body: { chatroom_id: site.roomId, attendance_field_id: site.fieldId, stamp_id: 1 },
      }),
  }),
  updateFieldMessage: async () => {
    const id = await send('直す前');
    return {
      state: () => one(sql`select message from chat_messages where id = ${id}`),
      call: () =>
        manager.api('updateFieldMessage', { body: { id, chatroom_id: site.roomId, message: '直した後' } }),
    };
  },
  deleteFieldMessage: async () => {
    const id = await send('消す前');
    return {
      state: () => one(sql`select del_flg, message from chat_messages where id = ${id}`),
      call: () => manager.api('deleteFieldMessage', { params: { id } }),
    };
  },
  readAllMessage: async () => {
    await send('未読');
    return {
      state: () =>
        one(sql`select r.last_read_message_id from chat_room_reads r join members m on m.id = r.member_id
                  join users u on u.id = m.user_id
                  where r.chat_room_id = ${site.roomId} and u.email = ${FOREMAN}`),
      call: () => foreman.api('readAllMessage', { query: { chatroom_id: String(site.roomId) } }),
    };
  },
  createGroupRoom: async () => {
    const contacts = await manager.api('getTalkContacts');
    const other = contacts.data.members[0]?.member_id;
    return {
      state: () => one(sql`select count(*)::int as n from chat_rooms where type = 'group'`),
      call: () => manager.api('createGroupRoom', { body: { name: '届かない班', member_ids: [other ?? 0] } }),
    };
  },
  sendFieldPhoto: async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    return {
      // The photo is stored in the album before its message: neither may stay.
      state: () =>
        one(sql`select (select count(*)::int from chat_messages where chat_room_id = ${site.roomId}) as messages,
                       (select count(*)::int from album_photos where field_id = ${site.fieldId}) as photos`),
      call: () =>
        manager.call('POST', '/api/v1/talk/sendFieldPhoto', {
          body: fieldPhotoForm(site, new File([new Uint8Array(jpeg)], '届かない写真.jpg')),
        }),
    };
  },
  updateChatroomEmergencyContact: async () => ({
    state: () =>
      one(sql`select count(*)::int as n, string_agg(name, ',' order by name) as names
                from chatroom_emergency_contacts where chat_room_id = ${site.roomId}`),
    call: () =>
      manager.api('updateChatroomEmergencyContact', {
        params: { chatroom_id: site.roomId },
        body: {
          emergency_contacts: [{ name: '届かない連絡先', contact_type_id: 1, tel_number: '09012345678' }],
        },
      }),
  }),
};

describe('a publish that fails', () => {
  it.each(Object.keys(cases))('keeps no write behind its 500 (%s)', async (name) => {
    const publisher = await cases[name]?.();
    if (!publisher) throw new Error(name);
    const before = await publisher.state();
    await refuseEvents();
    const answer = await publisher.call();
    expect(answer.status).toBe(500);
    expect(await publisher.state()).toEqual(before);
  });

  it('stores the write once the log takes events again', async () => {
    const id = await send('また届く');
    const [event] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from talk_events where type = 'message' and (payload::json->'message'->>'id')::int = ${id}`,
    );
    expect(event?.n).toBe(1);
  });
});
