import type { TBuildingFile, TChatMessage } from '@genba/api-client/schemas';
import { BBS_FILE_LIMITS, BBS_FILE_MESSAGE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bbsFiles, chatMessageFiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/env.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import { type Announce, withEvents } from '../events/bus.ts';
import { announceMessage, SEND_MESSAGES } from '../send/index.ts';
import { loadRoomFor, ROOM_FORBIDDEN_MESSAGE } from '../talk/access.ts';
import { insertMessage } from '../talk/messageQueries.ts';
import type { RoomRow } from '../talk/queries.ts';
import { announceBoard, deleteFileMessages, removeBoardFile, visibleFile, wireBoardFile } from './access.ts';
import { type BoardFileRow, countBoardFiles, insertBoardFile, markBoardFileDeleted } from './queries.ts';
import { BOARD_UPLOAD_BODY_BYTES, storeBoardFileBytes } from './storeFile.ts';
import { isUploadCancelled, refuseCancelledUpload, uploadCancelledError } from './uploadCancel.ts';

/**
 * File messages (issue 11 §2, §8; talk §7 sendFieldFile and the storage fieldFile, groupFile
 * and memberFile calls). A file sent into a room is stored as a file of the room's board (same
 * byte checks, limits and storage adapter as the ファイル tab) and a message of kind file
 * carries it; sendFieldFile posts a file already on the board. Deleting the file takes it off
 * the board and marks its messages deleted, on every screen.
 */

type RoomKind = RoomRow['type'];

/** The room, when the actor may use it and it is of the kind the call is for. */
const roomOfKind = async (db: Db, actor: ProjectActor, roomId: number, kind: RoomKind): Promise<RoomRow> => {
  const room = await loadRoomFor(db, actor, roomId);
  // The same answer as an unknown room: a call for another kind of room learns nothing of this one.
  if (room.type !== kind) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  return room;
};

/** A file message for a board file; in withEvents's write, so the message and its event commit together. */
const postFile = async (db: Db, announce: Announce, room: RoomRow, memberId: number, fileId: number) => {
  const messageId = await insertMessage(db, { roomId: room.id, memberId, kind: 'file' });
  await db.insert(chatMessageFiles).values({ chatMessageId: messageId, bbsFileId: fileId });
  return announceMessage(db, announce, 'message', messageId);
};

/**
 * Stores an uploaded file on the room's board and posts it; answers both (ZRoomFileUploadResponse).
 * An upload its sender cancelled (uploadId, see uploadCancel.ts) is refused before and after its
 * bytes are stored, and withdrawn if the cancel came while it was being posted.
 */
const uploadAndPost = async (
  deps: AppDeps,
  db: Db,
  room: RoomRow,
  memberId: number,
  file: Blob,
  uploadId: string | undefined,
): Promise<{ message: TChatMessage; file: TBuildingFile }> => {
  await refuseCancelledUpload(db, memberId, uploadId);
  if ((await countBoardFiles(db, room.id)) >= BBS_FILE_LIMITS.maxFilesPerRoom)
    throw validationFailed({ file: [BBS_FILE_MESSAGE.roomFull] });
  const stored = await storeBoardFileBytes(deps, room.id, file);
  let posted: { fileId: number; message: TChatMessage };
  try {
    // Storing takes a while: a cancel that came meanwhile still stops the file before anyone sees it.
    await refuseCancelledUpload(db, memberId, uploadId);
    // The board file, its message and their events in one transaction (events/bus.ts withEvents).
    posted = await withEvents(deps, db, async (tx, announce) => {
      const fileId = await insertBoardFile(tx, { ...stored, roomId: room.id, memberId, uploadId });
      if (fileId === null) throw validationFailed({ file: [BBS_FILE_MESSAGE.roomFull] });
      const message = await postFile(tx, announce, room, memberId, fileId);
      announceBoard(announce, room.id);
      return { fileId, message };
    });
  } catch (error) {
    await deps.adapters.storage.delete(stored.storageKey);
    throw error;
  }
  const { fileId, message } = posted;
  // The row is written: a cancel from now on finds it. One that came before it did not, so look again.
  if (await isUploadCancelled(db, memberId, uploadId)) {
    const row = await findBoardFileRow(db, fileId);
    await withdrawUpload(deps, db, row);
    throw uploadCancelledError();
  }
  return { message, file: await wireBoardFile(db, fileId, memberId) };
};

const findBoardFileRow = async (db: Db, id: number): Promise<BoardFileRow> => {
  const [row] = await db.select().from(bbsFiles).where(eq(bbsFiles.id, id));
  if (!row) throw new Error(`board file ${id} vanished`);
  return row;
};

/**
 * Takes a cancelled upload back: off the board, its bytes removed and its messages deleted on every
 * screen. Safe to run twice (the cancel and the upload may both find it).
 */
export const withdrawUpload = async (deps: AppDeps, db: Db, file: BoardFileRow): Promise<void> => {
  await withEvents(deps, db, async (tx, announce) => {
    await markBoardFileDeleted(tx, file.id);
    await deleteFileMessages(tx, announce, file.chatRoomId, file.id);
    announceBoard(announce, file.chatRoomId);
  });
  await deps.adapters.storage.delete(file.storageKey);
};

/** deleteStorageGroupFile / deleteStorageMemberFile: {id} is the stored file, in a room of that kind. */
const removeRoomFile = async (deps: AppDeps, db: Db, actor: ProjectActor, id: number, kind: RoomKind) => {
  const { file, room } = await visibleFile(db, actor, id);
  if (room.type !== kind) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  // Its messages are deleted with it (removeBoardFile).
  await removeBoardFile(deps, db, room, file, actor.member.id);
  return { success: true as const };
};

export const fileMessageRoutes = [
  implement('sendFieldFile', async ({ db, deps, member, company, body }) => {
    const room = await roomOfKind(db, { member, company }, body.chatroom_id, 'project');
    if (room.attendanceFieldId !== body.attendance_field_id)
      throw validationFailed({ attendance_field_id: [SEND_MESSAGES.notFieldRoom] });
    const { file } = await visibleFile(db, { member, company }, body.building_file_id);
    if (file.chatRoomId !== room.id)
      throw validationFailed({ building_file_id: [BBS_FILE_MESSAGE.fileIdMismatch] });
    return {
      message: await withEvents(deps, db, (tx, announce) => postFile(tx, announce, room, member.id, file.id)),
    };
  }),

  implement(
    'storageFieldFile',
    async ({ db, deps, member, company, body }) => {
      const room = await roomOfKind(db, { member, company }, body.chatroom_id, 'project');
      if (body.field_id !== undefined && body.field_id !== room.attendanceFieldId)
        throw validationFailed({ field_id: [BBS_FILE_MESSAGE.fieldMismatch] });
      return uploadAndPost(deps, db, room, member.id, body.file, body.upload_id);
    },
    { maxBodyBytes: BOARD_UPLOAD_BODY_BYTES },
  ),

  implement(
    'storageGroupFile',
    async ({ db, deps, member, company, body }) => {
      const room = await roomOfKind(db, { member, company }, body.chatroom_id, 'group');
      return uploadAndPost(deps, db, room, member.id, body.file, body.upload_id);
    },
    { maxBodyBytes: BOARD_UPLOAD_BODY_BYTES },
  ),

  implement(
    'storageMemberFile',
    async ({ db, deps, member, company, body }) => {
      const room = await roomOfKind(db, { member, company }, body.chatroom_id, 'private');
      return uploadAndPost(deps, db, room, member.id, body.file, body.upload_id);
    },
    { maxBodyBytes: BOARD_UPLOAD_BODY_BYTES },
  ),

  implement('deleteStorageGroupFile', ({ db, deps, member, company, params }) =>
    removeRoomFile(deps, db, { member, company }, params.id, 'group'),
  ),
  implement('deleteStorageMemberFile', ({ db, deps, member, company, params }) =>
    removeRoomFile(deps, db, { member, company }, params.id, 'private'),
  ),
];
