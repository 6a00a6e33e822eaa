import type { TChatMessage, TTalkEvent } from '@genba/api-client/schemas';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../http/env.ts';
import { type SentMessageInput, storeSentMessages } from '../talk/messageQueries.ts';
import { toWireMessage } from '../talk/wire.ts';

/**
 * Group commit of text and stamp sends (issue 11: sendFieldMessage p99 at 10 concurrent senders).
 * A send arriving while none is being stored is stored after one turn of the event loop, with the
 * sends received meanwhile; sends arriving while a batch is stored wait for it and are then stored
 * together: one statement for their messages, mentions
 * and read marks, one for their events and NOTIFY. A lone sender waits for nothing, and ten
 * senders share two statements instead of queueing behind twenty on PGlite's one connection (or
 * the pool).
 *
 * Each send is still answered with its own message or its own error: when a batch's transaction
 * fails, its sends are stored one by one, so a send the database refuses fails alone. A message is
 * answered only once its events are logged (delivery and Last-Event-ID replay see it before its
 * sender does), and batches run one after another, so the events of a process's sends are logged
 * in the order of their messages' ids.
 */

/** The most sends one statement stores; more wait for the next. */
export const SEND_BATCH_MAX = 50;

/** After the I/O the event loop has waiting (setImmediate runs once the poll phase is done). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Pending = {
  input: SentMessageInput;
  resolve: (message: TChatMessage) => void;
  reject: (error: unknown) => void;
};

/**
 * The live events of stored messages: each message, then its mentions. storeSentMessages logs them
 * itself, in SQL; this is what they must read as (talkSendBatch.test.ts compares the two).
 */
export const eventsOf = (messages: readonly TChatMessage[]): TTalkEvent[] =>
  messages.flatMap((message) => [
    { type: 'message' as const, chatroom_id: message.chatroom_id, message },
    ...message.mention_member_ids.map((memberId) => ({
      type: 'mention' as const,
      chatroom_id: message.chatroom_id,
      member_id: memberId,
      message_id: message.id,
    })),
  ]);

/**
 * The messages and their events in one statement (storeSentMessages), so one transaction: a message
 * is stored only with its events, and a publish that fails leaves no message behind its 500 (the
 * batch's sends are then tried one by one). A bus without LISTEN wakes this process's streams once
 * the statement has committed.
 */
const storeAndAnnounce = async (deps: AppDeps, db: Db, inputs: readonly SentMessageInput[]) => {
  const messages = (await storeSentMessages(db, inputs, deps.talk)).map(toWireMessage);
  deps.talk.wakeRooms(messages.map((m) => m.chatroom_id));
  return messages;
};

/** Stores and announces one batch; settles every send of it, never throws. */
const storeBatch = async (deps: AppDeps, db: Db, batch: readonly Pending[]): Promise<void> => {
  let messages: TChatMessage[];
  try {
    messages = await storeAndAnnounce(
      deps,
      db,
      batch.map((p) => p.input),
    );
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error);
      return;
    }
    // One send the database refuses must not fail the others: each alone, in order.
    for (const pending of batch) await storeBatch(deps, db, [pending]);
    return;
  }
  for (const [i, pending] of batch.entries()) {
    const message = messages[i];
    if (message) pending.resolve(message);
    else pending.reject(new Error('message was not stored'));
  }
};

export type SendBatcher = (input: SentMessageInput) => Promise<TChatMessage>;

/** A batcher for one database and its talk bus. */
export const createSendBatcher = (deps: AppDeps, db: Db): SendBatcher => {
  const queue: Pending[] = [];
  let storing = false;
  const drain = async () => {
    storing = true;
    try {
      // One turn of the event loop first, and after each batch, so the requests already received
      // reach the queue: PGlite runs a statement without yielding, and a send whose session and
      // room are remembered reaches the queue without awaiting any I/O, so each would otherwise
      // find the queue empty and be stored alone (bench:talk: 470 batches of one). A lone
      // sender's cost is that one turn.
      await nextTurn();
      while (queue.length > 0) {
        await storeBatch(deps, db, queue.splice(0, SEND_BATCH_MAX));
        await nextTurn();
      }
    } finally {
      storing = false;
    }
  };
  return (input) =>
    new Promise<TChatMessage>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!storing) void drain();
    });
};

const batchers = new WeakMap<AppDeps, SendBatcher>();

/**
 * Stores and announces a text or stamp message, batched with the sends of the same app that
 * arrive meanwhile. A send inside a transaction (db is not the app's) is stored on its own.
 */
export const storeSentMessage = async (
  deps: AppDeps,
  db: Db,
  input: SentMessageInput,
): Promise<TChatMessage> => {
  if (db !== deps.db) {
    const [message] = await storeAndAnnounce(deps, db, [input]);
    if (!message) throw new Error('message was not stored');
    return message;
  }
  let batcher = batchers.get(deps);
  if (!batcher) {
    batcher = createSendBatcher(deps, db);
    batchers.set(deps, batcher);
  }
  return batcher(input);
};
