import type { TBuildingFile } from '@genba/api-client/schemas';
import { BBS_FILE_MESSAGE, canChangeBbsFile } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessageFiles, chatMessages } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/env.ts';
import { forbidden } from '../../http/errors.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import { type Announce, withEvents } from '../events/bus.ts';
import { loadRoomFor, ROOM_FORBIDDEN_MESSAGE } from '../talk/access.ts';
import { markMessageDeleted } from '../talk/messageQueries.ts';
import type { RoomRow } from '../talk/queries.ts';
import { isRoomManager } from '../talkNews/bbsQueries.ts';
import { type BoardFileRow, findBoardFile, findBoardFileFor, markBoardFileDeleted } from './queries.ts';
import { toWireBoardFile } from './wire.ts';

/**
 * Who may do what with a board file. A file of a room the caller cannot see, a deleted file
 * and an id that does not exist all answer the same 403 as an unknown room.
 */

/** The file and its room, when the actor may see the room; otherwise the unknown-room answer. */
export const visibleFile = async (
  db: Db,
  actor: ProjectActor,
  id: number,
): Promise<{ file: BoardFileRow; room: RoomRow }> => {
  const file = await findBoardFile(db, id);
  if (!file) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  const room = await loadRoomFor(db, actor, file.chatRoomId);
  return { file, room };
};

/** The uploader or a room manager (403 otherwise). */
export const requireChange = async (db: Db, room: RoomRow, file: BoardFileRow, memberId: number) => {
  const isManager = await isRoomManager(db, room, memberId);
  if (!canChangeBbsFile({ viewerId: memberId, uploaderId: file.memberId, isManager }))
    throw forbidden(BBS_FILE_MESSAGE.changeForbidden);
};

export const wireBoardFile = async (db: Db, id: number, viewerId: number): Promise<TBuildingFile> => {
  const row = await findBoardFileFor(db, id, viewerId);
  if (!row) throw new Error(`board file ${id} vanished`);
  return toWireBoardFile(row);
};

/** Open side panels of the room refetch the board (the board_updated live event). */
export const announceBoard = (announce: Announce, roomId: number) =>
  announce({ type: 'board_updated', chatroom_id: roomId });

/** Messages that carry a board file: deleted with it, and announced as deleted (each once). */
export const deleteFileMessages = async (
  db: Db,
  announce: Announce,
  roomId: number,
  fileId: number,
): Promise<void> => {
  const rows = await db
    .select({ id: chatMessageFiles.chatMessageId })
    .from(chatMessageFiles)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.chatMessageId))
    .where(and(eq(chatMessageFiles.bbsFileId, fileId), eq(chatMessages.delFlg, false)));
  for (const { id } of rows) {
    await markMessageDeleted(db, id);
    announce({ type: 'message_deleted', chatroom_id: roomId, message_id: id });
  }
};

/**
 * Takes a file off the board (uploader or manager only) with the messages that carry it, in one
 * transaction with their events; its bytes are removed once that has committed.
 */
export const removeBoardFile = async (
  deps: AppDeps,
  db: Db,
  room: RoomRow,
  file: BoardFileRow,
  memberId: number,
) => {
  await requireChange(db, room, file, memberId);
  await withEvents(deps, db, async (tx, announce) => {
    await markBoardFileDeleted(tx, file.id);
    announceBoard(announce, room.id);
    await deleteFileMessages(tx, announce, room.id, file.id);
  });
  await deps.adapters.storage.delete(file.storageKey);
};
