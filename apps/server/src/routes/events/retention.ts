import { and, desc, lt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { talkEvents } from '../../db/schema/index.ts';

/**
 * How long talk_events are kept. Within it a reconnect with Last-Event-ID replays exactly what it
 * missed; beyond it the stream says `reset` and the client refetches what it shows (its `ready`
 * handling), as on a first load. A day covers a phone asleep overnight.
 */
export const TALK_EVENT_RETENTION_MS = 24 * 3600 * 1000;

/** The reset frame: no id of its own (the `ready` or `id:` line that follows says where the log stands). */
export const RESET_FRAME = 'event: reset\ndata: {}\n\n';

/**
 * Deletes events older than the retention, always keeping the newest one so the log still says
 * where it stands (a fresh stream starts after it, and resume checks compare against it).
 */
export const pruneTalkEvents = async (db: Db, now: Date): Promise<number> => {
  const [newest] = await db
    .select({ id: talkEvents.id })
    .from(talkEvents)
    .orderBy(desc(talkEvents.id))
    .limit(1);
  if (!newest) return 0;
  const cutoff = new Date(now.getTime() - TALK_EVENT_RETENTION_MS);
  const deleted = await db
    .delete(talkEvents)
    .where(and(lt(talkEvents.createdAt, cutoff), lt(talkEvents.id, newest.id)))
    .returning({ id: talkEvents.id });
  return deleted.length;
};

/**
 * Whether events after `afterId` may have been pruned: the oldest kept event is past the one
 * after it. (An id gap left by a rolled-back insert can also answer true: the client then
 * refetches once, which costs a request and loses nothing.)
 */
export const isBeyondRetention = async (db: Db, afterId: number): Promise<boolean> => {
  const [row] = await db.select({ oldest: min(talkEvents.id) }).from(talkEvents);
  const oldest = row?.oldest;
  return oldest !== null && oldest !== undefined && afterId < oldest - 1;
};
