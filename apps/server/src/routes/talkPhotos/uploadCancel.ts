import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { albumPhotos, chatRoomPhotos } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/env.ts';
import { isUploadCancelled, uploadCancelledError } from '../bbsFiles/uploadCancel.ts';
import { type Announce, withEvents } from '../events/bus.ts';
import { announceMessage } from '../send/index.ts';
import { findMessage, markMessageDeleted } from '../talk/messageQueries.ts';
import { listFieldPhotoMessages } from './queries.ts';

/**
 * キャンセル of a photo send (talk §4), decided on the server with the cancel registry of file
 * uploads (bbsFiles/uploadCancel.ts): each photo carries the client's upload_id; one whose id its
 * sender cancelled is refused before it is stored, and one stored first is withdrawn. Withdrawn
 * means gone, not hidden: the row (for a site photo the album photo, so /album drops it too) and
 * both files, and its message deleted on every screen, or, when the message still carries photos
 * sent before it, updated without it. Only the sender's own photos are looked up.
 */

/** A message that lost a withdrawn photo: deleted when no visible photo is left on it, else re-announced. */
const settlePhotoMessage = async (db: Db, announce: Announce, messageId: number): Promise<void> => {
  const message = await findMessage(db, messageId);
  if (!message || message.del_flg) return;
  const [left] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from chat_message_pictures p join album_photos ph on ph.id = p.album_photo_id
        where p.chat_message_id = ${messageId} and not ph.del_flg)
      + (select count(*) from chat_room_photos where chat_message_id = ${messageId} and not del_flg) as n`,
  );
  if (Number(left?.n ?? 0) > 0) {
    await announceMessage(db, announce, 'message_updated', messageId);
    return;
  }
  await markMessageDeleted(db, messageId);
  announce({ type: 'message_deleted', chatroom_id: message.chat_room_id, message_id: messageId });
};

/**
 * Withdraws the caller's photos sent with this upload_id (a site room's album photo, a group or
 * private room's photo). Safe to run twice: the cancel and the send may both get here. Answers
 * whether anything was withdrawn. The rows and the events of their messages are one transaction
 * (events/bus.ts withEvents); the files are removed once it has committed.
 */
export const withdrawPhotoUpload = async (
  deps: AppDeps,
  db: Db,
  memberId: number,
  uploadId: string,
): Promise<boolean> => {
  const keys = await withEvents(deps, db, async (tx, announce) => {
    const messages = new Set<number>();
    const removed: string[] = [];
    const album = await tx
      .select()
      .from(albumPhotos)
      .where(and(eq(albumPhotos.registMemberId, memberId), eq(albumPhotos.uploadId, uploadId)));
    for (const photo of album) {
      for (const id of await listFieldPhotoMessages(tx, photo.id)) messages.add(id);
      // Its message links and tags go with it (cascade); the album's counts follow by trigger.
      await tx.delete(albumPhotos).where(eq(albumPhotos.id, photo.id));
      removed.push(photo.storageKey, photo.thumbKey);
    }
    const room = await tx
      .select()
      .from(chatRoomPhotos)
      .where(and(eq(chatRoomPhotos.registMemberId, memberId), eq(chatRoomPhotos.uploadId, uploadId)));
    for (const photo of room) {
      if (photo.chatMessageId !== null) messages.add(photo.chatMessageId);
      await tx.delete(chatRoomPhotos).where(eq(chatRoomPhotos.id, photo.id));
      removed.push(photo.storageKey, photo.thumbKey);
    }
    for (const id of messages) await settlePhotoMessage(tx, announce, id);
    return removed;
  });
  for (const key of keys) await deps.adapters.storage.delete(key);
  return keys.length > 0;
};

/**
 * After a photo send wrote its rows: when its sender cancelled meanwhile, withdraw it and refuse
 * the send (422), so the sender's screen does not take a photo the others saw deleted.
 */
export const withdrawIfCancelled = async (
  deps: AppDeps,
  db: Db,
  memberId: number,
  uploadId: string | undefined,
): Promise<void> => {
  if (uploadId === undefined || !(await isUploadCancelled(db, memberId, uploadId))) return;
  await withdrawPhotoUpload(deps, db, memberId, uploadId);
  throw uploadCancelledError();
};
