import { BBS_FILE_LIMITS } from '@genba/validators';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bbsFileReads, bbsFiles, chatRooms, members } from '../../db/schema/index.ts';

/** Reads and writes of a room's board files (talk §3 building file, §4 read status). */

export type BoardFileRow = typeof bbsFiles.$inferSelect;

/** A board file as the wire shows it to one viewer: the uploader's name and the viewer's read state. */
export type BoardFileListRow = {
  file: BoardFileRow;
  fieldId: number | null;
  memberName1: string;
  memberName2: string;
  /** The viewer has opened this version (the member who uploaded or replaced it has, by doing so). */
  readed: boolean;
};

const readedBy = (viewerId: number) =>
  sql<boolean>`exists (select 1 from ${bbsFileReads} r where r.file_id = ${bbsFiles.id} and r.member_id = ${viewerId})`;

const listColumns = (viewerId: number) => ({
  file: bbsFiles,
  fieldId: chatRooms.attendanceFieldId,
  memberName1: members.name1,
  memberName2: members.name2,
  readed: readedBy(viewerId),
});

/** The room's files, pickup first, then newest first (talk §4); never more than a board holds. */
export const listBoardFiles = (db: Db, roomId: number, viewerId: number): Promise<BoardFileListRow[]> =>
  db
    .select(listColumns(viewerId))
    .from(bbsFiles)
    .innerJoin(chatRooms, eq(chatRooms.id, bbsFiles.chatRoomId))
    .innerJoin(members, eq(members.id, bbsFiles.memberId))
    .where(and(eq(bbsFiles.chatRoomId, roomId), eq(bbsFiles.delFlg, false)))
    .orderBy(desc(bbsFiles.pickupFlg), desc(bbsFiles.id))
    .limit(BBS_FILE_LIMITS.maxFilesPerRoom);

export const findBoardFileFor = async (
  db: Db,
  id: number,
  viewerId: number,
): Promise<BoardFileListRow | undefined> => {
  const [row] = await db
    .select(listColumns(viewerId))
    .from(bbsFiles)
    .innerJoin(chatRooms, eq(chatRooms.id, bbsFiles.chatRoomId))
    .innerJoin(members, eq(members.id, bbsFiles.memberId))
    .where(eq(bbsFiles.id, id));
  return row;
};

/** A file on a board (deleted ones are gone for every caller). */
export const findBoardFile = async (db: Db, id: number): Promise<BoardFileRow | undefined> => {
  const [row] = await db
    .select()
    .from(bbsFiles)
    .where(and(eq(bbsFiles.id, id), eq(bbsFiles.delFlg, false)));
  return row;
};

export const countBoardFiles = (db: Db, roomId: number): Promise<number> =>
  db.$count(bbsFiles, and(eq(bbsFiles.chatRoomId, roomId), eq(bbsFiles.delFlg, false)));

export type StoredFile = { fileName: string; storageKey: string; mime: string; size: number };

/**
 * Stores the row with the uploader's own read of it, in one transaction, or answers null when the
 * room already holds its maximum. The room row is locked first, so two uploads at once cannot both
 * pass the count (the routes' earlier count only saves storing bytes that would be refused).
 */
export const insertBoardFile = (
  db: Db,
  input: StoredFile & { roomId: number; memberId: number; uploadId?: string | undefined },
) =>
  db.transaction(async (tx): Promise<number | null> => {
    await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.id, input.roomId)).for('update');
    if ((await countBoardFiles(tx, input.roomId)) >= BBS_FILE_LIMITS.maxFilesPerRoom) return null;
    const [row] = await tx
      .insert(bbsFiles)
      .values({
        chatRoomId: input.roomId,
        memberId: input.memberId,
        fileName: input.fileName,
        storageKey: input.storageKey,
        mime: input.mime,
        size: input.size,
        uploadId: input.uploadId ?? null,
      })
      .returning({ id: bbsFiles.id });
    if (!row) throw new Error('board file was not stored');
    await tx.insert(bbsFileReads).values({ fileId: row.id, memberId: input.memberId });
    return row.id;
  });

/**
 * A new version replaces the file's bytes: update_datetime is set and every earlier read is
 * forgotten, so the other members see it unread until they open it (talk §4). The member who
 * replaced it has read this version.
 */
export const replaceBoardFile = (db: Db, id: number, memberId: number, input: StoredFile, now: Date) =>
  db.transaction(async (tx) => {
    await tx
      .update(bbsFiles)
      .set({ ...input, updatedAt: now })
      .where(eq(bbsFiles.id, id));
    await tx.delete(bbsFileReads).where(eq(bbsFileReads.fileId, id));
    await tx.insert(bbsFileReads).values({ fileId: id, memberId, readAt: now });
  });

export const setBoardFilePickup = (db: Db, id: number, pickup: boolean) =>
  db.update(bbsFiles).set({ pickupFlg: pickup }).where(eq(bbsFiles.id, id));

/** Takes the file off the board; the caller removes its bytes from storage. */
export const markBoardFileDeleted = (db: Db, id: number) =>
  db.update(bbsFiles).set({ delFlg: true }).where(eq(bbsFiles.id, id));

export const setBoardFileRead = async (db: Db, id: number, memberId: number, read: boolean, now: Date) => {
  if (read)
    await db
      .insert(bbsFileReads)
      .values({ fileId: id, memberId, readAt: now })
      .onConflictDoUpdate({ target: [bbsFileReads.memberId, bbsFileReads.fileId], set: { readAt: now } });
  else
    await db
      .delete(bbsFileReads)
      .where(and(eq(bbsFileReads.fileId, id), eq(bbsFileReads.memberId, memberId)));
};
