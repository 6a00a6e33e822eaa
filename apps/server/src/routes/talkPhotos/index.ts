import { randomUUID } from 'node:crypto';
import type { TChatMessage, TMessagePicture } from '@genba/api-client/schemas';
import type { StorageAdapter } from '../../adapters/index.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../http/env.ts';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/errors.ts';
import { fileResponse, PRIVATE_DAY } from '../../http/fileResponse.ts';
import { implement } from '../../http/implement.ts';
import type { ProjectActor } from '../../http/tenancy.ts';
import { storeCheckedImage } from '../album/storePhoto.ts';
import { refuseCancelledUpload } from '../bbsFiles/uploadCancel.ts';
import { type Announce, withEvents } from '../events/bus.ts';
import { announceMessage, groupRoom, ownMessage, SEND_MESSAGES } from '../send/index.ts';
import { PHOTO_BODY_BYTES, SEND_PHOTO_MESSAGES, sendFieldRoomPhoto } from '../send/photo.ts';
import { loadRoomFor, ROOM_FORBIDDEN_MESSAGE } from '../talk/access.ts';
import { findMessage, insertMessage } from '../talk/messageQueries.ts';
import type { RoomRow } from '../talk/queries.ts';
import { roomPhotoFileUrl } from '../talk/wire.ts';
import { privateRoomFor } from '../talkrooms/index.ts';
import {
  detachRoomPhoto,
  findRoomPhoto,
  hideAlbumPhotos,
  hideRoomPhotos,
  insertRoomPhoto,
  listFieldPhotoMessages,
  listOwnFieldRoomPhotos,
  listOwnRoomPhotos,
  type RoomPhotoRow,
  unlinkFieldPhoto,
} from './queries.ts';
import { withdrawIfCancelled } from './uploadCancel.ts';

/**
 * Photos in group and private rooms, and taking photos back out of any room
 * (talk §7 Send and Album; issue 11). A site room's photo is an album photo
 * of its project (send/photo.ts); a group or private room has no project, so
 * its photos are the room's own (chat_room_photos), checked, resized into a
 * thumbnail and stored by the same code as album photos (storeCheckedImage).
 * Only the room's members send, see and load them; a private room stays
 * invisible to everyone else (loadRoomFor answers every refusal alike).
 */

export const TALK_PHOTO_MESSAGES = {
  notOwnPhotos: '自分が送信した写真のみ操作できます。',
} as const;

type PhotoBody = {
  file: Blob;
  building_picture_datetime?: string | undefined;
  message_id?: number | undefined;
  upload_id?: string | undefined;
};

/**
 * One photo into a group or private room: a new photo message, or attached to the caller's earlier
 * one. A photo whose upload_id its sender cancelled is refused or withdrawn (./uploadCancel.ts).
 */
const sendRoomPhoto = async (deps: AppDeps, db: Db, actor: ProjectActor, room: RoomRow, body: PhotoBody) => {
  const memberId = actor.member.id;
  const attachTo =
    body.message_id === undefined ? undefined : await ownMessage(db, actor, body.message_id, room.id);
  if (attachTo && attachTo.kind !== 'photo')
    throw validationFailed({ message_id: [SEND_PHOTO_MESSAGES.notPhotoMessage] });
  await refuseCancelledUpload(db, memberId, body.upload_id);
  const stored = await storeCheckedImage(deps, body.file, (ext) => ({
    original: `talk/${room.id}/${randomUUID()}.${ext}`,
    thumb: `talk/${room.id}/thumb/${randomUUID()}.jpg`,
  }));
  let written: { message: TChatMessage; row: RoomPhotoRow };
  try {
    // Storing takes a while: a cancel that came meanwhile stops the photo before anyone sees it.
    await refuseCancelledUpload(db, memberId, body.upload_id);
    // The message, its photo and its event in one transaction: a cancel finds both or neither, and
    // nobody is told of a photo that was not stored (events/bus.ts withEvents).
    written = await withEvents(deps, db, async (tx, announce) => {
      const messageId =
        attachTo?.id ?? (await insertMessage(tx, { roomId: room.id, memberId, kind: 'photo' }));
      const row = await insertRoomPhoto(tx, {
        chatRoomId: room.id,
        chatMessageId: messageId,
        registMemberId: memberId,
        storageKey: stored.keys.original,
        thumbKey: stored.keys.thumb,
        uploadFilename: stored.fileName,
        contentType: stored.checked.contentType,
        byteSize: stored.byteSize,
        width: stored.checked.width,
        height: stored.checked.height,
        sha256: stored.checked.sha256,
        shotAt: stored.shotAt(body.building_picture_datetime),
        uploadId: body.upload_id ?? null,
      });
      // A cancel that came while the rows were written: rolled back, nothing announced.
      await refuseCancelledUpload(tx, memberId, body.upload_id);
      const type = attachTo ? 'message_updated' : 'message';
      return { message: await announceMessage(tx, announce, type, messageId), row };
    });
  } catch (error) {
    // No row points at the files: remove them, as the album upload does.
    await stored.remove();
    throw error;
  }
  const { message, row } = written;
  // Announced: a cancel from now on finds the photo; one that came just before, look again.
  await withdrawIfCancelled(deps, db, memberId, body.upload_id);
  const photo: TMessagePicture = {
    id: row.id,
    building_picture_path: roomPhotoFileUrl(row.id, 'original'),
    building_picture_thum_path: roomPhotoFileUrl(row.id, 'thumb'),
    building_picture_upload_filename: row.uploadFilename,
  };
  return { photo, message };
};

/** The answer of a site room's first photo, in the room-photo shape (the message's picture). */
const asMessagePicture = (sent: Awaited<ReturnType<typeof sendFieldRoomPhoto>>): TMessagePicture => ({
  id: sent.photo.id,
  building_picture_path: sent.photo.building_picture_path,
  building_picture_thum_path: sent.photo.building_picture_thum_path,
  building_picture_upload_filename: sent.photo.building_picture_upload_filename,
});

/** A room photo and its room, when the actor may use the room; anything else is the same 404. */
const visibleRoomPhoto = async (db: Db, actor: ProjectActor, id: number) => {
  const photo = await findRoomPhoto(db, id);
  if (!photo || photo.delFlg) throw notFound();
  try {
    return { photo, room: await loadRoomFor(db, actor, photo.chatRoomId) };
  } catch (error) {
    if (error instanceof HttpError) throw notFound();
    throw error;
  }
};

/** detachGroupPhoto / detachMemberPhoto: the sender takes one photo off their message. */
const detachFromRoom = async (
  deps: AppDeps,
  db: Db,
  actor: ProjectActor,
  id: number,
  type: 'group' | 'private',
) => {
  const photo = await findRoomPhoto(db, id);
  if (!photo || photo.delFlg || photo.chatMessageId === null) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  const room = await loadRoomFor(db, actor, photo.chatRoomId);
  if (room.type !== type) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  const message = await ownMessage(db, actor, photo.chatMessageId, room.id);
  await withEvents(deps, db, async (tx, announce) => {
    await detachRoomPhoto(tx, photo.id);
    await announceMessage(tx, announce, 'message_updated', message.id);
  });
  return { success: true };
};

/** disabledGroupPicturePhoto / disabledMemberPicturePhoto: the sender hides their photos in the room. */
const disableInRoom = async (
  deps: AppDeps,
  db: Db,
  actor: ProjectActor,
  body: { picture_id_list: number[]; chatroom_id: number },
  type: 'group' | 'private',
) => {
  const room = await loadRoomFor(db, actor, body.chatroom_id);
  if (room.type !== type) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
  const ids = [...new Set(body.picture_id_list)];
  const own = await listOwnRoomPhotos(db, room.id, actor.member.id, ids);
  if (own.length !== ids.length)
    throw validationFailed({ picture_id_list: [TALK_PHOTO_MESSAGES.notOwnPhotos] });
  await withEvents(deps, db, async (tx, announce) => {
    await hideRoomPhotos(
      tx,
      own.map((p) => p.id),
    );
    await announceMessages(
      tx,
      announce,
      own.flatMap((p) => (p.chatMessageId === null ? [] : [p.chatMessageId])),
    );
  });
  return { deleted_ids: own.map((p) => p.id) };
};

/** Each message once, announced as updated. */
const announceMessages = async (db: Db, announce: Announce, ids: readonly number[]) => {
  for (const id of new Set(ids)) await announceMessage(db, announce, 'message_updated', id);
};

const readRoomPhoto = async (storage: StorageAdapter, key: string) => {
  const bytes = await storage.get(key);
  if (!bytes) throw notFound();
  return bytes;
};

export const talkPhotoRoutes = [
  implement(
    'sendGroupPhoto',
    async ({ db, deps, member, company, body }) => {
      const actor = { member, company };
      return sendRoomPhoto(deps, db, actor, await groupRoom(db, actor, body.chatroom_id), body);
    },
    { maxBodyBytes: PHOTO_BODY_BYTES },
  ),

  implement(
    'sendMemberPhoto',
    async ({ db, deps, member, company, body }) => {
      const actor = { member, company };
      return sendRoomPhoto(deps, db, actor, await privateRoomFor(db, deps, actor, body), body);
    },
    { maxBodyBytes: PHOTO_BODY_BYTES },
  ),

  implement(
    'sendChatroomFirstPhoto',
    async ({ db, deps, member, company, body }) => {
      const actor = { member, company };
      if (body.attendance_field_id !== undefined) {
        const sent = await sendFieldRoomPhoto(deps, db, actor, {
          ...body,
          attendance_field_id: body.attendance_field_id,
        });
        return { message: sent.message, photo: asMessagePicture(sent) };
      }
      return sendRoomPhoto(deps, db, actor, await groupRoom(db, actor, body.chatroom_id), body);
    },
    { maxBodyBytes: PHOTO_BODY_BYTES },
  ),

  implement(
    'sendMemberFirstPhoto',
    async ({ db, deps, member, company, body }) => {
      const actor = { member, company };
      // Creates the private room on first use, as sendMemberMessage does.
      return sendRoomPhoto(deps, db, actor, await privateRoomFor(db, deps, actor, body), body);
    },
    { maxBodyBytes: PHOTO_BODY_BYTES },
  ),

  implement('talkRoomPhotoFile', async ({ db, deps, member, company, params }) => {
    const { photo } = await visibleRoomPhoto(db, { member, company }, params.id);
    const thumb = params.variant === 'thumb';
    const bytes = await readRoomPhoto(deps.adapters.storage, thumb ? photo.thumbKey : photo.storageKey);
    return fileResponse(bytes, {
      contentType: thumb ? 'image/jpeg' : photo.contentType,
      disposition: 'inline',
      cacheControl: PRIVATE_DAY,
    });
  }),

  implement('detachGroupPhoto', ({ db, deps, member, company, params }) =>
    detachFromRoom(deps, db, { member, company }, params.id, 'group'),
  ),

  implement('detachMemberPhoto', ({ db, deps, member, company, params }) =>
    detachFromRoom(deps, db, { member, company }, params.id, 'private'),
  ),

  implement('detachFieldPhoto', async ({ db, deps, member, company, params }) => {
    const actor = { member, company };
    // The sender takes the photo off their site message; it stays in the project album.
    const messageIds = await listFieldPhotoMessages(db, params.id);
    const messageId = messageIds[0];
    if (messageId === undefined) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    const row = await findMessage(db, messageId);
    if (!row) throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    const room = await loadRoomFor(db, actor, row.chat_room_id);
    if (room.type !== 'project') throw forbidden(ROOM_FORBIDDEN_MESSAGE);
    await ownMessage(db, actor, messageId, room.id);
    await withEvents(deps, db, async (tx, announce) => {
      await unlinkFieldPhoto(tx, messageId, params.id);
      await announceMessage(tx, announce, 'message_updated', messageId);
    });
    return { success: true };
  }),

  implement('disabledGroupPicturePhoto', ({ db, deps, member, company, body }) =>
    disableInRoom(deps, db, { member, company }, body, 'group'),
  ),

  implement('disabledMemberPicturePhoto', ({ db, deps, member, company, body }) =>
    disableInRoom(deps, db, { member, company }, body, 'private'),
  ),

  implement('disabledFieldPhoto', async ({ db, deps, member, company, body }) => {
    // A site photo is an album photo: hiding it hides it in the album too (talk §4, delete only hides).
    const room = await loadRoomFor(db, { member, company }, body.chatroom_id);
    if (room.type !== 'project') throw validationFailed({ chatroom_id: [SEND_MESSAGES.notFieldRoom] });
    const ids = [...new Set(body.picture_id_list)];
    const own = await listOwnFieldRoomPhotos(db, room.id, member.id, ids);
    const photoIds = [...new Set(own.map((r) => r.photo_id))];
    if (photoIds.length !== ids.length)
      throw validationFailed({ picture_id_list: [TALK_PHOTO_MESSAGES.notOwnPhotos] });
    await withEvents(deps, db, async (tx, announce) => {
      await hideAlbumPhotos(tx, photoIds);
      await announceMessages(
        tx,
        announce,
        own.map((r) => r.message_id),
      );
    });
    return { deleted_ids: photoIds };
  }),
];
