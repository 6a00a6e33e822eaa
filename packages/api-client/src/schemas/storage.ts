import { z } from 'zod';
import { ZAlbumPhoto, ZPictureBoardSettings } from './album.ts';
import { ZChatMessage, ZWireDateTime, ZWireId } from './chat.ts';

/**
 * Upload types of talk §5. @genba/validators is to publish `isSupportedUploadFile`;
 * until it does, the wire rule lives here and should then delegate to it.
 */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'xls', 'xlsx', 'doc', 'docx'] as const;
export const UNSUPPORTED_FILE_MESSAGE = '未サポートのファイルが含まれています。';

const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const hasExtension = (allowed: readonly string[]) => (file: File) =>
  file.name.includes('.') && allowed.includes(extensionOf(file.name));

export const ZImageFile = z.file().refine(hasExtension(IMAGE_EXTENSIONS), UNSUPPORTED_FILE_MESSAGE);
export const ZUploadFile = z
  .file()
  .refine(hasExtension([...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS]), UNSUPPORTED_FILE_MESSAGE);

/** Multipart scalars arrive as strings on the server, so ids and flags are coerced. */
const mId = z.coerce.number<number>().int().positive();
const mFlag = z.coerce.number<number>().int().min(0).max(1);

/**
 * storeAlbum (talk §7). New photos carry `file`; edits carry `id` and the editable fields.
 * `picture_board_settings` is JSON-encoded in the form data; `tag_setting_ids` is sent as `tag_setting_ids[]`.
 */
export const ZStoreAlbumRequest = z
  .object({
    field_id: mId,
    chatroom_id: mId,
    member_id: mId,
    company_id: mId,
    office_id: mId,
    file: ZImageFile.optional(),
    sent: mFlag,
    /** Empty string when the shooting date is unknown or invalid (talk §5). */
    building_picture_datetime: z.union([ZWireDateTime, z.literal('')]),
    folder_id: mId.optional(),
    tag_setting_ids: z.array(mId).default([]),
    api_version: z.coerce.number<number>().int().positive(),
    /** In tagged uploads the first file goes last with is_latest set (talk §4). */
    is_latest: mFlag.optional(),
    id: mId.optional(),
    favorite_flg: mFlag.optional(),
    board_flg: mFlag.optional(),
    picture_board_settings: ZPictureBoardSettings.optional(),
    /** Keep the stored board_flg even though the edit form sent one. */
    ignoreBoardFlg: mFlag.optional(),
  })
  .refine((v) => v.file !== undefined || v.id !== undefined, {
    message: '有効なファイルがアップロードされていません。',
    path: ['file'],
  });
export type TStoreAlbumRequest = z.input<typeof ZStoreAlbumRequest>;
export const ZStoreAlbumResponse = z.object({ photo: ZAlbumPhoto });

/** Building file (talk §3) as kept on the project's bulletin board. */
export const ZBuildingFile = z.object({
  id: ZWireId,
  chatroom_id: ZWireId,
  attendance_field_id: ZWireId.nullable(),
  building_file_upload_filename: z.string(),
  building_file_path: z.string(),
  building_file_regist_datetime: ZWireDateTime,
  regist_user_id: ZWireId,
  regist_user_name: z.string(),
  /** Set when a newer version replaced the file; cleared per member when opened (talk §4). */
  update_datetime: ZWireDateTime.nullable(),
  pickup_flg: z.union([z.literal(0), z.literal(1)]),
  readed: z.union([z.literal(0), z.literal(1)]),
});
export type TBuildingFile = z.infer<typeof ZBuildingFile>;

export const ZStorageFieldRequest = z.object({
  field_id: mId,
  chatroom_id: mId,
  file: ZUploadFile,
  /** Replace this file (a new version, marked unread for the other members). */
  id: mId.optional(),
});
export const ZStorageFieldResponse = z.object({ file: ZBuildingFile });

/** A file sent in a chat; `no_compress` 1 keeps images at full size instead of resizing to 1600x1200. */
export const ZRoomFileUploadRequest = z.object({
  chatroom_id: mId,
  field_id: mId.optional(),
  to_member_id: mId.optional(),
  file: ZUploadFile,
  no_compress: mFlag.default(0),
});

/**
 * Photo sends (talk §3: "form data plus api_version"). A multi-photo send starts with a *FirstPhoto call,
 * which creates the message; the remaining photos carry its message_id and are attached to it.
 */
const ZPhotoSendBase = z.object({
  file: ZImageFile,
  building_picture_datetime: z.union([ZWireDateTime, z.literal('')]).default(''),
  folder_id: mId.optional(),
  tag_setting_ids: z.array(mId).default([]),
  api_version: z.coerce.number<number>().int().positive(),
});
const ZAttach = z.object({ message_id: mId.optional() });
export const ZSendFieldPhotoRequest = ZPhotoSendBase.extend({
  chatroom_id: mId,
  attendance_field_id: mId,
}).extend(ZAttach.shape);
export const ZSendGroupPhotoRequest = ZPhotoSendBase.extend({ chatroom_id: mId }).extend(ZAttach.shape);
export const ZSendMemberPhotoRequest = ZPhotoSendBase.extend({ chatroom_id: mId, to_member_id: mId }).extend(
  ZAttach.shape,
);
/** First photo of a site or group send; field photos also carry attendance_field_id. */
export const ZSendChatroomFirstPhotoRequest = ZPhotoSendBase.extend({
  chatroom_id: mId,
  attendance_field_id: mId.optional(),
});
/** First photo to a member; creates the private room when there is none yet. */
export const ZSendMemberFirstPhotoRequest = ZPhotoSendBase.extend({
  chatroom_id: mId.optional(),
  to_member_id: mId,
});
export const ZSendPhotoResponse = z.object({ message: ZChatMessage, photo: ZAlbumPhoto });
export type TSendPhotoResponse = z.infer<typeof ZSendPhotoResponse>;

/** sendFieldFile: posts a file already on the project's board into the site chat. */
export const ZSendFieldFileRequest = z.object({
  chatroom_id: ZWireId,
  attendance_field_id: ZWireId,
  building_file_id: ZWireId,
});

/** A file uploaded into a room's file list (storage fieldFile/groupFile/memberFile): stored and posted. */
export const ZRoomFileUploadResponse = z.object({ message: ZChatMessage, file: ZBuildingFile });
