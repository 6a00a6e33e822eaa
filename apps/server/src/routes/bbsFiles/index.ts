import { BBS_FILE_LIMITS, BBS_FILE_MESSAGE } from '@genba/validators';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { contentDisposition, fileResponse, PRIVATE_DAY } from '../../http/fileResponse.ts';
import { implement } from '../../http/implement.ts';
import { withEvents } from '../events/bus.ts';
import { loadRoomFor, ROOM_FORBIDDEN_MESSAGE } from '../talk/access.ts';
import { isRoomManager } from '../talkNews/bbsQueries.ts';
import { withdrawPhotoUpload } from '../talkPhotos/uploadCancel.ts';
import { announceBoard, removeBoardFile, requireChange, visibleFile, wireBoardFile } from './access.ts';
import { fileMessageRoutes, withdrawUpload } from './messages.ts';
import {
  type BoardFileRow,
  countBoardFiles,
  insertBoardFile,
  replaceBoardFile,
  setBoardFilePickup,
  setBoardFileRead,
} from './queries.ts';
import { readBoardFileBytes } from './seedFiles.ts';
import { BOARD_UPLOAD_BODY_BYTES, storeBoardFileBytes } from './storeFile.ts';
import {
  findUploadedFile,
  isUploadCancelled,
  recordUploadCancel,
  refuseCancelledUpload,
  uploadCancelledError,
} from './uploadCancel.ts';

/**
 * A room's board files (issue 11 §7, talk §3 building file, §4 read status): any member of
 * the room uploads and downloads; the uploader or a room manager replaces and deletes; only
 * room managers pick up. A file of a room the caller cannot see, a deleted file and an id
 * that does not exist all answer the same 403 as an unknown room. Every change is announced
 * to the room (board_updated), so open side panels refetch.
 */

export const bbsFileRoutes = [
  implement(
    'storageField',
    async ({ db, deps, member, company, body }) => {
      const actor = { member, company };
      // Room access first: nothing is read or stored for a caller outside the room.
      const room = await loadRoomFor(db, actor, body.chatroom_id);
      if (body.field_id !== undefined && body.field_id !== room.attendanceFieldId)
        throw validationFailed({ field_id: [BBS_FILE_MESSAGE.fieldMismatch] });
      let replaced: BoardFileRow | undefined;
      if (body.id !== undefined) {
        replaced = (await visibleFile(db, actor, body.id)).file;
        if (replaced.chatRoomId !== room.id)
          throw validationFailed({ id: [BBS_FILE_MESSAGE.fileIdMismatch] });
        await requireChange(db, room, replaced, member.id);
      } else if ((await countBoardFiles(db, room.id)) >= BBS_FILE_LIMITS.maxFilesPerRoom) {
        throw validationFailed({ file: [BBS_FILE_MESSAGE.roomFull] });
      }
      await refuseCancelledUpload(db, member.id, body.upload_id);
      const stored = await storeBoardFileBytes(deps, room.id, body.file);
      let id: number;
      try {
        // A cancel that came while the bytes were stored still stops the file (uploadCancel.ts).
        await refuseCancelledUpload(db, member.id, body.upload_id);
        // The row and the board_updated event in one transaction (events/bus.ts withEvents).
        id = await withEvents(deps, db, async (tx, announce) => {
          announceBoard(announce, room.id);
          if (replaced) {
            await replaceBoardFile(tx, replaced.id, member.id, stored, deps.now());
            return replaced.id;
          }
          const inserted = await insertBoardFile(tx, {
            ...stored,
            roomId: room.id,
            memberId: member.id,
            uploadId: body.upload_id,
          });
          if (inserted === null) throw validationFailed({ file: [BBS_FILE_MESSAGE.roomFull] });
          return inserted;
        });
      } catch (error) {
        // The row is the record: bytes without one would never be served or removed.
        await deps.adapters.storage.delete(stored.storageKey);
        throw error;
      }
      if (replaced) await deps.adapters.storage.delete(replaced.storageKey);
      // A new file is withdrawn when its cancel came while it was written; a replacement stays (taking it
      // back would lose the file), and the board shows it.
      if (!replaced && (await isUploadCancelled(db, member.id, body.upload_id))) {
        const row = await findUploadedFile(db, member.id, body.upload_id ?? '');
        if (row) await withdrawUpload(deps, db, row);
        throw uploadCancelledError();
      }
      return { file: await wireBoardFile(db, id, member.id) };
    },
    { maxBodyBytes: BOARD_UPLOAD_BODY_BYTES },
  ),

  implement('updateBbsFile', async ({ db, deps, member, company, params, body }) => {
    if (body.fileId !== params.id) throw validationFailed({ fileId: [BBS_FILE_MESSAGE.fileIdMismatch] });
    const { file, room } = await visibleFile(db, { member, company }, params.id);
    if (!(await isRoomManager(db, room, member.id))) throw forbidden(BBS_FILE_MESSAGE.pickupManagerOnly);
    await withEvents(deps, db, async (tx, announce) => {
      await setBoardFilePickup(tx, file.id, body.pickupFlg === 1);
      announceBoard(announce, room.id);
    });
    return { file: await wireBoardFile(db, file.id, member.id) };
  }),

  implement('deleteBbsFile', async ({ db, deps, member, company, params }) => {
    const { file, room } = await visibleFile(db, { member, company }, params.id);
    // Its messages are deleted with it (removeBoardFile).
    await removeBoardFile(deps, db, room, file, member.id);
    return { success: true };
  }),

  // Only the caller's own uploads are looked up: naming someone else's id records a cancel of the
  // caller's that matches nothing. A photo send carries the same id (talkPhotos/uploadCancel.ts).
  implement('cancelUpload', async ({ db, deps, member, body }) => {
    await recordUploadCancel(db, member.id, body.upload_id);
    const file = await findUploadedFile(db, member.id, body.upload_id);
    if (file) await withdrawUpload(deps, db, file);
    const photo = await withdrawPhotoUpload(deps, db, member.id, body.upload_id);
    return { success: true as const, withdrawn: file !== undefined || photo };
  }),

  implement('updateReadStatusFile', async ({ db, deps, member, company, body }) => {
    if (body.member_id !== member.id) throw forbidden(BBS_FILE_MESSAGE.otherMember);
    const { file } = await visibleFile(db, { member, company }, body.building_file_id);
    await setBoardFileRead(db, file.id, member.id, body.readed === 1, deps.now());
    return { success: true };
  }),

  implement('bbsFileDownload', async ({ db, deps, member, company, params }) => {
    const { file } = await visibleFile(db, { member, company }, params.id);
    const bytes = await readBoardFileBytes(deps.adapters.storage, file.storageKey);
    if (!bytes) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    const image = file.mime.startsWith('image/');
    // The URL carries the version (t), so a browser may keep it. fileResponse sets the stored-file
    // CSP: nothing in the file runs, and it cannot be framed.
    return fileResponse(bytes, {
      contentType: file.mime,
      disposition: contentDisposition(image ? 'inline' : 'attachment', file.fileName),
      cacheControl: PRIVATE_DAY,
    });
  }),
  ...fileMessageRoutes,
];
