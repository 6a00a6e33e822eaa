import type { TAlbumPhoto, TChatMessage } from '@genba/api-client/schemas';
import { ALBUM_UPLOAD_LIMITS } from '@genba/validators';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumPhotos } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/env.ts';
import { validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import { requireCompanyTags, requireFolderIn } from '../album/index.ts';
import { shotAtOf, storeNewPhoto } from '../album/storePhoto.ts';
import { refuseCancelledUpload } from '../bbsFiles/uploadCancel.ts';
import { withEvents } from '../events/bus.ts';
import { attachPictures, insertMessage } from '../talk/messageQueries.ts';
import { withdrawIfCancelled } from '../talkPhotos/uploadCancel.ts';
import { announceMessage, fieldRoom, ownMessage } from './index.ts';

/**
 * Photo sends of talk §7. A photo sent into a site room is stored exactly as
 * an album upload is (storeNewPhoto: size, content sniffing, header
 * dimensions, thumbnail, storage adapter) as a photo of the room's project,
 * so it is listed in the project album (issue 12), and a chat message of
 * kind photo carries it. Later photos of one send name the first photo's
 * message (message_id) and are attached to it. Every write reaches the
 * room's screens through the talk bus.
 */

export const SEND_PHOTO_MESSAGES = {
  notPhotoMessage: '写真のメッセージではありません。',
} as const;

/** The photo plus multipart overhead, as the album upload allows. */
export const PHOTO_BODY_BYTES = ALBUM_UPLOAD_LIMITS.maxBytes + 1024 * 1024;

type FieldPhotoBody = {
  chatroom_id: number;
  attendance_field_id: number;
  file: Blob;
  building_picture_datetime?: string | undefined;
  folder_id?: number | undefined;
  tag_setting_ids: number[];
  message_id?: number | undefined;
  upload_id?: string | undefined;
};

/**
 * One photo into a site room, stored as an album photo of the project: a new
 * photo message, or attached to the caller's earlier one (message_id).
 * Shared by sendFieldPhoto and the site form of sendChatroomFirstPhoto.
 */
export const sendFieldRoomPhoto = async (
  deps: AppDeps,
  db: Db,
  actor: ProjectActor,
  body: FieldPhotoBody,
): Promise<{ photo: TAlbumPhoto; message: TChatMessage }> => {
  const { member, company } = actor;
  // Room membership first: nothing is stored for a caller outside the room.
  const room = await fieldRoom(db, actor, body);
  const fieldId = body.attendance_field_id;
  const attachTo =
    body.message_id === undefined ? undefined : await ownMessage(db, actor, body.message_id, room.id);
  if (attachTo && attachTo.kind !== 'photo')
    throw validationFailed({ message_id: [SEND_PHOTO_MESSAGES.notPhotoMessage] });
  await requireFolderIn(db, body.folder_id, new Set([fieldId]));
  await requireCompanyTags(db, company.id, body.tag_setting_ids, 'tag_setting_ids', fieldId);
  // キャンセル (talk §4): a photo its sender cancelled is not stored; see talkPhotos/uploadCancel.ts.
  await refuseCancelledUpload(db, member.id, body.upload_id);

  const { photo, created } = await storeNewPhoto(db, deps, {
    // The project's company: the album lists a project's photos under it.
    companyId: room.companyId,
    fieldId,
    memberId: member.id,
    file: body.file,
    shotAt: shotAtOf(body.building_picture_datetime),
    folderId: body.folder_id ?? null,
    tagIds: body.tag_setting_ids,
    sent: 1,
    board: false,
    boardSettings: null,
    idempotencyKey: null,
    uploadId: body.upload_id,
  });
  // A cancel that came while the photo was stored takes it back before any message shows it.
  await withdrawIfCancelled(deps, db, member.id, body.upload_id);

  let message: TChatMessage;
  try {
    // The message, its link to the photo and its event in one transaction (events/bus.ts withEvents).
    message = await withEvents(deps, db, async (tx, announce) => {
      const messageId =
        attachTo?.id ?? (await insertMessage(tx, { roomId: room.id, memberId: member.id, kind: 'photo' }));
      await attachPictures(tx, messageId, [photo.id]);
      // A cancel that came meanwhile: nothing of it is announced (the catch withdraws the photo).
      await refuseCancelledUpload(tx, member.id, body.upload_id);
      return announceMessage(tx, announce, attachTo ? 'message_updated' : 'message', messageId);
    });
  } catch (error) {
    // The cancel withdrew the photo between the two (the link to it could not be written), or came
    // before the commit: the photo is taken back and the send refused.
    await withdrawIfCancelled(deps, db, member.id, body.upload_id);
    // Any other failure (its events could not be logged): the photo stored for this send goes too, so
    // the 500 leaves no photo in the album that no message shows.
    if (created) await takeBackPhoto(deps, db, photo.id);
    throw error;
  }
  // The row is written and announced: a cancel from now on finds it; one that came before, look again.
  await withdrawIfCancelled(deps, db, member.id, body.upload_id);
  return { photo, message };
};

/** An album photo stored for a send that failed: its row, then its files. */
const takeBackPhoto = async (deps: AppDeps, db: Db, id: number): Promise<void> => {
  const [row] = await db
    .delete(albumPhotos)
    .where(eq(albumPhotos.id, id))
    .returning({ original: albumPhotos.storageKey, thumb: albumPhotos.thumbKey });
  if (!row) return;
  await deps.adapters.storage.delete(row.original);
  await deps.adapters.storage.delete(row.thumb);
};

export const sendPhotoRoutes = [
  implement(
    'sendFieldPhoto',
    ({ db, deps, member, company, body }) => sendFieldRoomPhoto(deps, db, { member, company }, body),
    { maxBodyBytes: PHOTO_BODY_BYTES },
  ),
];
