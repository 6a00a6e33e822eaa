import { UPLOAD_MESSAGE } from '@genba/validators';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bbsFiles, uploadCancels } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import type { BoardFileRow } from './queries.ts';

/**
 * The server side of キャンセル (talk §4): the client names each upload with an id of its own
 * (upload_id) and cancelUpload records that id for the caller. The browser cannot know whether
 * the server already has the whole body when the user cancels, so the server decides: an
 * upload whose id is cancelled is refused before its bytes are stored and before its row is
 * written, and one that was stored first is found by its id and withdrawn. The upload writes its
 * row and then reads the cancels; the cancel writes its row and then reads the files: whichever
 * comes second sees the other, so a cancel is never lost between the two.
 */

/** Cancels are kept a day: long enough for any upload still in flight (talk §9 storage time-out is 1200 s). */
const CANCEL_KEPT = sql`interval '1 day'`;

export const isUploadCancelled = async (db: Db, memberId: number, uploadId: string | undefined) =>
  uploadId !== undefined &&
  (await db.$count(
    uploadCancels,
    and(eq(uploadCancels.memberId, memberId), eq(uploadCancels.uploadId, uploadId)),
  )) > 0;

export const uploadCancelledError = () => validationFailed({ upload_id: [UPLOAD_MESSAGE.uploadCancelled] });

/** 422 when the caller has cancelled this upload. */
export const refuseCancelledUpload = async (db: Db, memberId: number, uploadId: string | undefined) => {
  if (await isUploadCancelled(db, memberId, uploadId)) throw uploadCancelledError();
};

/** Records the caller's cancel (once) and prunes their cancels older than a day. */
export const recordUploadCancel = async (db: Db, memberId: number, uploadId: string) => {
  await db
    .delete(uploadCancels)
    .where(
      and(eq(uploadCancels.memberId, memberId), lt(uploadCancels.cancelledAt, sql`now() - ${CANCEL_KEPT}`)),
    );
  await db.insert(uploadCancels).values({ memberId, uploadId }).onConflictDoNothing();
};

/** The caller's own stored upload with this id, if it is still on its board. */
export const findUploadedFile = async (
  db: Db,
  memberId: number,
  uploadId: string,
): Promise<BoardFileRow | undefined> => {
  const [row] = await db
    .select()
    .from(bbsFiles)
    .where(and(eq(bbsFiles.memberId, memberId), eq(bbsFiles.uploadId, uploadId), eq(bbsFiles.delFlg, false)));
  return row;
};
