import {
  boundedList,
  boundedText,
  choice,
  INPUT_MESSAGE,
  isSupportedImageFile,
  isSupportedUploadFile,
  UPLOAD_MESSAGE,
  uploadIdSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZAlbumPhoto, ZPictureBoardSettings } from './album.ts';
import { ZChatMessage, ZMessagePicture } from './chat.ts';
import { ZFlag, ZWireDateTime, ZWireId, zFlagInput, zId, zJsonField } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Talk §5 messages; the extension rules come from @genba/validators. */
export const UNSUPPORTED_FILE_MESSAGE = UPLOAD_MESSAGE.unsupported;
export const NO_VALID_FILE_MESSAGE = UPLOAD_MESSAGE.noValidFiles;

/** Empty string when the shooting date is unknown or invalid (talk §5). */
const zDateTimeOrEmpty = z.union([ZWireDateTime, z.literal('')], { error: INPUT_MESSAGE.dateTime });

/** Multipart files arrive as File (Blob with a name); the name's extension decides. */
const named = (check: (name: string) => boolean) => (file: Blob) =>
  'name' in file && check(String(file.name));
export const ZImageFile = lazySchema(() =>
  z
    .instanceof(Blob, { error: INPUT_MESSAGE.file })
    .refine(named(isSupportedImageFile), UNSUPPORTED_FILE_MESSAGE),
);
export const ZUploadFile = lazySchema(() =>
  z
    .instanceof(Blob, { error: INPUT_MESSAGE.file })
    .refine(named(isSupportedUploadFile), UNSUPPORTED_FILE_MESSAGE),
);

/**
 * Multipart scalars arrive as strings on the server: zId and zFlagInput accept "12" and "1".
 *
 * storeAlbum (talk §7). New photos carry `file`; edits carry `id` and the editable fields.
 * `picture_board_settings` is JSON-encoded in the form data; `tag_setting_ids` is sent as `tag_setting_ids[]`.
 */
export const ZStoreAlbumRequest = lazySchema(() =>
  z
    .object({
      field_id: zId,
      chatroom_id: zId,
      member_id: zId,
      company_id: zId,
      office_id: zId,
      file: ZImageFile.optional(),
      sent: zFlagInput,
      /** Empty string when the shooting date is unknown or invalid (talk §5). */
      building_picture_datetime: zDateTimeOrEmpty,
      folder_id: zId.optional(),
      tag_setting_ids: boundedList(zId).default([]),
      api_version: zId,
      /**
       * In tagged uploads the first file goes last with is_latest set (talk §4): the client sends it once
       * the batch's other files have settled, so it is stored last and leads the newest-first album.
       */
      is_latest: zFlagInput.optional(),
      id: zId.optional(),
      favorite_flg: zFlagInput.optional(),
      board_flg: zFlagInput.optional(),
      picture_board_settings: zJsonField(ZPictureBoardSettings).optional(),
      /** Keep the stored board_flg even though the edit form sent one. */
      ignoreBoardFlg: zFlagInput.optional(),
      /**
       * Designed: the client's key for this file (one per chosen file, kept across retries);
       * a retried upload with the same key answers the stored photo instead of storing it twice.
       */
      idempotency_key: boundedText({ max: 64 }).optional(),
    })
    .refine((v) => v.file !== undefined || v.id !== undefined, {
      message: NO_VALID_FILE_MESSAGE,
      path: ['file'],
    }),
);
export type TStoreAlbumRequest = z.input<typeof ZStoreAlbumRequest>;
export const ZStoreAlbumResponse = lazySchema(() => z.object({ photo: ZAlbumPhoto }));

/** Building file (talk §3) as kept on the project's bulletin board. */
export const ZBuildingFile = lazySchema(() =>
  z.object({
    id: ZWireId,
    chatroom_id: ZWireId,
    attendance_field_id: ZWireId.nullable(),
    building_file_upload_filename: z.string(),
    building_file_path: z.string(),
    building_file_regist_datetime: ZWireDateTime,
    /** Designed: the stored size in bytes, shown beside the name. */
    building_file_size: z.number().int().nonnegative(),
    regist_user_id: ZWireId,
    regist_user_name: z.string(),
    /** Set when a newer version replaced the file; cleared per member when opened (talk §4). */
    update_datetime: ZWireDateTime.nullable(),
    pickup_flg: ZFlag,
    readed: ZFlag,
  }),
);
export type TBuildingFile = z.infer<typeof ZBuildingFile>;

export const ZStorageFieldRequest = lazySchema(() =>
  z.object({
    /** The room's project; group and private rooms have a board too and send none. */
    field_id: zId.optional(),
    chatroom_id: zId,
    file: ZUploadFile,
    /** Replace this file (a new version, marked unread for the other members). */
    id: zId.optional(),
    /** Designed: the client's id for this upload, which cancelUpload may name (talk §4 キャンセル). */
    upload_id: uploadIdSchema.optional(),
  }),
);
export const ZStorageFieldResponse = lazySchema(() => z.object({ file: ZBuildingFile }));

/** A file sent in a chat; `no_compress` 1 keeps images at full size instead of resizing to 1600x1200. */
export const ZRoomFileUploadRequest = lazySchema(() =>
  z.object({
    chatroom_id: zId,
    field_id: zId.optional(),
    to_member_id: zId.optional(),
    file: ZUploadFile,
    no_compress: zFlagInput.default(0),
    /** Designed: the client's id for this upload, which cancelUpload may name (talk §4 キャンセル). */
    upload_id: uploadIdSchema.optional(),
  }),
);

/**
 * Photo sends (talk §3: "form data plus api_version"). A multi-photo send starts with a *FirstPhoto call,
 * which creates the message; the remaining photos carry its message_id and are attached to it.
 */
const ZPhotoSendBase = lazySchema(() =>
  z.object({
    file: ZImageFile,
    building_picture_datetime: zDateTimeOrEmpty.default(''),
    folder_id: zId.optional(),
    tag_setting_ids: boundedList(zId).default([]),
    api_version: zId,
    /** Designed: the client's id for this photo's upload, which cancelUpload may name (talk §4 キャンセル). */
    upload_id: uploadIdSchema.optional(),
  }),
);
const ZAttach = lazySchema(() => z.object({ message_id: zId.optional() }));
export const ZSendFieldPhotoRequest = lazySchema(() =>
  ZPhotoSendBase.extend({
    chatroom_id: zId,
    attendance_field_id: zId,
  }).extend(ZAttach.shape),
);
export const ZSendGroupPhotoRequest = lazySchema(() =>
  ZPhotoSendBase.extend({ chatroom_id: zId }).extend(ZAttach.shape),
);
export const ZSendMemberPhotoRequest = lazySchema(() =>
  ZPhotoSendBase.extend({ chatroom_id: zId, to_member_id: zId }).extend(ZAttach.shape),
);
/** First photo of a site or group send; field photos also carry attendance_field_id. */
export const ZSendChatroomFirstPhotoRequest = lazySchema(() =>
  ZPhotoSendBase.extend({
    chatroom_id: zId,
    attendance_field_id: zId.optional(),
  }),
);
/** First photo to a member; creates the private room when there is none yet. */
export const ZSendMemberFirstPhotoRequest = lazySchema(() =>
  ZPhotoSendBase.extend({
    chatroom_id: zId.optional(),
    to_member_id: zId,
  }),
);
export const ZSendPhotoResponse = lazySchema(() => z.object({ message: ZChatMessage, photo: ZAlbumPhoto }));
export type TSendPhotoResponse = z.infer<typeof ZSendPhotoResponse>;
/**
 * Designed: the answer of the group, private and first-photo sends. A group or private room has no project
 * and so no album, so the photo comes back as the message carries it (id and file paths), not as an album photo.
 */
export const ZSendRoomPhotoResponse = lazySchema(() =>
  z.object({ message: ZChatMessage, photo: ZMessagePicture }),
);
export type TSendRoomPhotoResponse = z.infer<typeof ZSendRoomPhotoResponse>;
/** Designed: a room photo's file, thumbnail or original (talkRoomPhotoFile). */
export const ZRoomPhotoFileParams = lazySchema(() =>
  z.object({ id: zId, variant: choice(['thumb', 'original']) }),
);

/** sendFieldFile: posts a file already on the project's board into the site chat. */
export const ZSendFieldFileRequest = lazySchema(() =>
  z.object({
    chatroom_id: ZWireId,
    attendance_field_id: ZWireId,
    building_file_id: ZWireId,
  }),
);

/** A file uploaded into a room's file list (storage fieldFile/groupFile/memberFile): stored and posted. */
export const ZRoomFileUploadResponse = lazySchema(() =>
  z.object({ message: ZChatMessage, file: ZBuildingFile }),
);
