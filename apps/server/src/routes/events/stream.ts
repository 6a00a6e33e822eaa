import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../http/env.ts';
import { type EventRow, eventsAfter, formatEvent, latestEventId, type TalkBus } from './bus.ts';
import { RESET_FRAME } from './retention.ts';

/** Events read from the log per wake-up; a longer backlog is read in several turns. */
export const BATCH = 500;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

const ENCODER = new TextEncoder();
/** One chunk shared by every stream: enqueued, never written into. */
const KEEP_ALIVE = ENCODER.encode(': keep-alive\n\n');

/**
 * The open streams of this process. One timer beats for all of them (a timer per stream cost
 * a Timeout and a closure each); it runs only while a stream is open and never holds the process.
 */
const open = new Set<TalkStream>();
let heartbeat: ReturnType<typeof setInterval> | undefined;

const beat = () => {
  for (const stream of open) stream.send(KEEP_ALIVE);
};

/**
 * Where the log stands, read once for every stream of this process that subscribed before the read was
 * issued: after a restart every client reconnects at once, and each used to cost a query of its own.
 * A stream that subscribes while a read is in flight waits for the next one (a read issued before its
 * subscription could miss an event logged in between).
 */
const headReads = new WeakMap<Db, { waiting: ((head: Promise<number>) => void)[] }>();
const readHeadAfterSubscribing = (db: Db): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    let batch = headReads.get(db);
    if (!batch) {
      const created = { waiting: [] as ((head: Promise<number>) => void)[] };
      headReads.set(db, created);
      batch = created;
      // Issued on the next turn, so every stream subscribed by then shares it.
      setImmediate(() => {
        headReads.delete(db);
        const head = latestEventId(db);
        for (const join of created.waiting) join(head);
      });
    }
    batch.waiting.push((head) => head.then(resolve, reject));
  });

/** How many live streams this process holds, and whether the shared heartbeat runs (tests, the bench). */
export const openStreamCount = (): { streams: number; heartbeat: boolean } => ({
  streams: open.size,
  heartbeat: heartbeat !== undefined,
});

export type TalkStreamOptions = {
  db: Db;
  bus: TalkBus;
  logger: AppDeps['logger'];
  memberId: number;
  rooms: Set<number>;
  /** Where the client stands (Last-Event-ID or last_event_id), undefined for a fresh stream. */
  resumeFrom: number | undefined;
  /** The resume point is older than the log's retention: say reset and start at the head. */
  reset: boolean;
};

/**
 * One member's live stream. A plain object with the few fields it needs, and the bus subscriber
 * itself (rooms, memberId, wake): it holds neither the request's context nor the member's row,
 * so 1,000 open streams cost little beside their sockets. Nothing per stream is kept after it
 * closes (the bus forgets it, the heartbeat set drops it).
 */
class TalkStream {
  readonly rooms: Set<number>;
  readonly memberId: number;
  /** The id of the last event written; undefined until the stream knows where the log stands. */
  private lastId: number | undefined;
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;
  private running = false;
  /** A wake-up arrived while a read ran or before lastId was known: read again after it. */
  private again = false;
  private readonly db: Db;
  private readonly logger: AppDeps['logger'];

  constructor(options: TalkStreamOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.rooms = options.rooms;
    this.memberId = options.memberId;
  }

  /**
   * Subscribes first and only then reads where the log stands, so an event logged in between is
   * announced to this stream and read after lastId: nothing falls between the head and the wake-ups.
   * A resume point is read after with one pump (the replay).
   */
  async open(options: TalkStreamOptions): Promise<ReadableStream<Uint8Array>> {
    this.unsubscribe = await options.bus.subscribe(this);
    try {
      const replay = options.resumeFrom !== undefined && !options.reset;
      this.lastId = replay ? options.resumeFrom : await readHeadAfterSubscribing(this.db);
      if (replay) this.again = true;
    } catch (error) {
      this.unsubscribe();
      throw error;
    }
    const ready = `${options.reset ? RESET_FRAME : ''}retry: 2000\nid: ${this.lastId}\nevent: ready\ndata: {}\n\n`;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        // Tells the client where it stands and that the stream is live (it refetches what it shows),
        // after a reset when its resume point is past the log's retention.
        controller.enqueue(ENCODER.encode(ready));
        open.add(this);
        heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
        if (this.again) void this.pump();
      },
      // The client went away (node-server cancels the body when the socket closes).
      cancel: () => this.stop(),
    });
  }

  /** The bus calls it when one of the rooms has news. */
  wake(): void {
    void this.pump();
  }

  send(chunk: Uint8Array): void {
    if (this.closed || !this.controller) return;
    try {
      this.controller.enqueue(chunk);
    } catch {
      // The body was closed under us: forget the stream.
      this.stop();
    }
  }

  stop(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe?.();
    open.delete(this);
    if (open.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    try {
      this.controller?.close();
    } catch {
      // already closed by the client
    }
    this.controller = undefined;
  }

  /** Reads the log after lastId until it is drained; one pump at a time keeps ids in order. */
  private async pump(): Promise<void> {
    if (this.running || this.lastId === undefined || !this.controller) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      let rows: EventRow[];
      do {
        this.again = false;
        rows = await eventsAfter(this.db, [...this.rooms], this.lastId, BATCH);
        for (const row of rows) {
          this.send(ENCODER.encode(formatEvent(row)));
          this.lastId = row.id;
        }
      } while (!this.closed && (this.again || rows.length === BATCH));
    } catch (error) {
      this.logger.error('talk events: reading the log failed', error);
      this.stop();
    } finally {
      this.running = false;
    }
  }
}

/**
 * Opens a member's live stream: subscribed to the bus, positioned at the log's head or at the
 * resume point, and unsubscribed when the client goes away.
 */
export const openTalkStream = (options: TalkStreamOptions): Promise<ReadableStream<Uint8Array>> =>
  new TalkStream(options).open(options);
