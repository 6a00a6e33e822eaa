import type { TTalkEvent } from '@genba/api-client/schemas';
import { and, asc, desc, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import { talkEvents } from '../../db/schema/index.ts';

/**
 * Live delivery of talk events (issue 11 §4). A change is written to
 * talk_events (its id is the SSE event id) and announced with NOTIFY on
 * CHANNEL naming the room; every server process LISTENs, wakes the streams
 * of that room's members, and each stream reads the log after the last id
 * it sent. The log is the truth and the notification only a wake-up, so a
 * lost notification delays an event but never loses it, and a reconnect
 * with Last-Event-ID replays exactly what was missed.
 */

export const TALK_CHANNEL = 'genba_talk';

/**
 * The transaction-scoped advisory lock that orders the event log's ids by commit (a key of its own:
 * 'genba' in ASCII). A stream reads the log after the last id it sent, so an id must never become
 * visible after a greater one: on PostgreSQL two publishers on pooled connections could otherwise take
 * ids 10 and 11 and commit 11 first, and a stream reading in between would move past 10 for good.
 * Taken by the events statement and held to its commit; waiting for it is waiting for the commits of
 * the events logged before, which PostgreSQL serialises anyway for transactions that NOTIFY.
 */
export const EVENTS_LOCK = 0x67656e6261;

export type EventRow = { id: number; chatRoomId: number; type: string; payload: string };

export type Subscriber = {
  /** Grows when the member joins a room while the stream is open (a room_joined event). */
  rooms: Set<number>;
  /** The member whose stream this is: room_joined events add rooms to it. */
  memberId?: number;
  /** Called when one of the rooms has news; the subscriber reads the log itself. */
  wake: () => void;
};

export type TalkBus = {
  publish: (db: Db, event: TTalkEvent) => Promise<number>;
  /** Several events (a message and its mentions) in one round trip; their ids in order. */
  publishAll: (db: Db, events: readonly TTalkEvent[]) => Promise<number[]>;
  /**
   * publishAll inside a transaction (withEvents): answers the wake-up of this process's streams, to be
   * called once the transaction has committed. Without LISTEN (a bus in one process) the wake-up is
   * otherwise immediate, and a stream reading before the commit would not see the events yet; with it,
   * NOTIFY already waits for the commit and the answer does nothing.
   */
  publishInTransaction: (tx: Db, events: readonly TTalkEvent[]) => Promise<() => void>;
  /**
   * For a write that computes its own events and logs them in the same statement (send/batch.ts: one
   * statement, so one implicit transaction, no BEGIN and COMMIT round trips): the CTEs `events_locked`,
   * `logged` (id, chat_room_id) and `announced`, which log the rows of `source` (room int, type text,
   * payload text, ord: their order) under EVENTS_LOCK, taken before the first id, and NOTIFY their
   * rooms. The statement must read `announced` (a cross join: a select CTE runs only when read) and
   * must end with it: the lock is held to its commit. Its text depends on the bus only (LISTEN or
   * not), so a statement built with it can be prepared. Then call `wakeRooms` once it has committed.
   */
  eventCtes: (source: SQL) => SQL;
  /** After a statement of eventCtes has committed: wakes this process's streams when there is no LISTEN. */
  wakeRooms: (rooms: Iterable<number>) => void;
  /** Whether the bus announces through NOTIFY (a statement of eventCtes differs: name it by this). */
  notifies: boolean;
  subscribe: (subscriber: Subscriber) => Promise<() => void>;
  /** How many subscribers the bus holds (tests and benches: a closed stream must leave none behind). */
  subscribers: () => number;
  close: () => Promise<void>;
};

export const createTalkBus = (listen: Database['listen'] | undefined): TalkBus => {
  const byRoom = new Map<number, Set<Subscriber>>();
  const byMember = new Map<number, Set<Subscriber>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const addRoom = (subscriber: Subscriber, room: number) => {
    subscriber.rooms.add(room);
    const set = byRoom.get(room) ?? new Set();
    set.add(subscriber);
    byRoom.set(room, set);
  };
  const wakeRoom = (roomId: number) => {
    for (const subscriber of byRoom.get(roomId) ?? []) subscriber.wake();
  };
  /** A new room's members start receiving it on the streams they have open, then read its log. */
  const joinRoom = (roomId: number, memberIds: readonly number[]) => {
    for (const memberId of memberIds)
      for (const subscriber of byMember.get(memberId) ?? []) addRoom(subscriber, roomId);
    wakeRoom(roomId);
  };
  /** 'room' or 'room:member,member' (a room_joined event). */
  const onPayload = (payload: string) => {
    const [room, joined] = payload.split(':');
    const roomId = Number(room);
    if (!Number.isInteger(roomId)) return;
    if (joined === undefined) wakeRoom(roomId);
    else joinRoom(roomId, joined.split(',').map(Number).filter(Number.isInteger));
  };

  const notification = (event: TTalkEvent) =>
    event.type === 'room_joined'
      ? `${event.chatroom_id}:${event.member_ids.join(',')}`
      : String(event.chatroom_id);
  /**
   * Logs the events and announces them in one statement: the NOTIFYs go out when it commits. The
   * statement first takes the event log's lock (EVENTS_LOCK), held to the commit, so the ids it
   * takes commit in their order; see withEvents, which makes it the last statement of its transaction.
   */
  const logAll = async (db: Db, events: readonly TTalkEvent[]) => {
    if (events.length === 0) return { ids: [], payloads: [] };
    const payloads = [...new Set(events.map(notification))];
    const values = sql.join(
      events.map((e) => sql`(${e.chatroom_id}::int, ${e.type}::text, ${JSON.stringify(e)}::text)`),
      sql`, `,
    );
    // A select CTE runs only when read: the cross join reads it, once, whatever the number of events.
    const notify = listen
      ? sql`cross join (select count(pg_notify(${TALK_CHANNEL}, p.payload)) from (values ${sql.join(
          payloads.map((p) => sql`(${p})`),
          sql`, `,
        )}) p(payload)) notified`
      : sql``;
    // The lock is a row the insert joins, so it is taken before the identity gives the first id.
    const rows = await queryRows<{ id: number }>(
      db,
      sql`with locked as (select pg_advisory_xact_lock(${sql.raw(String(EVENTS_LOCK))})),
          e as (
            insert into talk_events (chat_room_id, type, payload)
            select v.room, v.type, v.payload from (values ${values}) v(room, type, payload) cross join locked
            returning id)
          select e.id from e ${notify} order by e.id`,
    );
    if (rows.length !== events.length) throw new Error('talk event was not stored');
    return { ids: rows.map((r) => r.id), payloads };
  };
  const eventCtes = (source: SQL) =>
    sql`events_locked as (select pg_advisory_xact_lock(${sql.raw(String(EVENTS_LOCK))})),
        logged as (
          insert into talk_events (chat_room_id, type, payload)
          select s.room, s.type, s.payload from (${source}) s cross join events_locked order by s.ord
          returning id, chat_room_id),
        announced as (${
          listen
            ? sql`select count(pg_notify(${sql.raw(`'${TALK_CHANNEL}'`)}, r.room::text)) as n
                  from (select distinct chat_room_id as room from logged) r`
            : sql`select count(*) as n from logged`
        })`;
  const wakeLocally = (payloads: readonly string[]) => {
    if (!listen) for (const payload of payloads) onPayload(payload);
  };
  const publishAll = async (db: Db, events: readonly TTalkEvent[]): Promise<number[]> => {
    const { ids, payloads } = await logAll(db, events);
    wakeLocally(payloads);
    return ids;
  };

  return {
    publish: async (db, event) => {
      const [id] = await publishAll(db, [event]);
      return id as number;
    },
    publishAll,
    publishInTransaction: async (tx, events) => {
      const { payloads } = await logAll(tx, events);
      return () => wakeLocally(payloads);
    },
    eventCtes,
    wakeRooms: (rooms) => {
      if (!listen) for (const room of new Set(rooms)) wakeRoom(room);
    },
    notifies: Boolean(listen),
    subscribe: async (subscriber) => {
      if (listen && !listening) listening = listen(TALK_CHANNEL, onPayload);
      if (listening) await listening;
      for (const room of subscriber.rooms) addRoom(subscriber, room);
      const memberId = subscriber.memberId;
      if (memberId !== undefined)
        byMember.set(memberId, (byMember.get(memberId) ?? new Set()).add(subscriber));
      return () => {
        for (const room of subscriber.rooms) {
          const set = byRoom.get(room);
          set?.delete(subscriber);
          if (set?.size === 0) byRoom.delete(room);
        }
        if (memberId === undefined) return;
        const own = byMember.get(memberId);
        own?.delete(subscriber);
        if (own?.size === 0) byMember.delete(memberId);
      };
    },
    subscribers: () => new Set([...byRoom.values(), ...byMember.values()].flatMap((set) => [...set])).size,
    close: async () => {
      const stop = await listening;
      await stop?.();
    },
  };
};

/** Collects the events of a write; withEvents logs them after it. */
export type Announce = (...events: TTalkEvent[]) => void;

/**
 * A write and the events that announce it, as one transaction: both are stored or neither, so a
 * publish that fails rolls its write back and the request's 500 leaves nothing behind (the event row
 * is part of the write's commit). The events are logged last, in one statement, so EVENTS_LOCK is
 * held from that statement to the commit only. Access checks belong before it, and slow work that is
 * not the database's (deleting stored bytes) after it.
 */
export const withEvents = async <T>(
  deps: { talk: TalkBus },
  db: Db,
  write: (tx: Db, announce: Announce) => Promise<T>,
): Promise<T> => {
  let wake = () => {};
  const result = await db.transaction(async (tx) => {
    const events: TTalkEvent[] = [];
    const written = await write(tx, (...more) => void events.push(...more));
    wake = await deps.talk.publishInTransaction(tx, events);
    return written;
  });
  wake();
  return result;
};

/** Events of the rooms after an id, oldest first. */
export const eventsAfter = (
  db: Db,
  rooms: readonly number[],
  afterId: number,
  limit: number,
): Promise<EventRow[]> =>
  rooms.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: talkEvents.id,
          chatRoomId: talkEvents.chatRoomId,
          type: talkEvents.type,
          payload: talkEvents.payload,
        })
        .from(talkEvents)
        .where(and(inArray(talkEvents.chatRoomId, [...rooms]), gt(talkEvents.id, afterId)))
        .orderBy(asc(talkEvents.id))
        .limit(limit);

/** The newest event id: a fresh stream starts after it. */
export const latestEventId = async (db: Db): Promise<number> => {
  const [row] = await db.select({ id: talkEvents.id }).from(talkEvents).orderBy(desc(talkEvents.id)).limit(1);
  return row?.id ?? 0;
};

/** One event in text/event-stream framing. */
export const formatEvent = (row: EventRow): string =>
  `id: ${row.id}\nevent: ${row.type}\ndata: ${row.payload}\n\n`;
